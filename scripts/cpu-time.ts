/**
 * CPU time (user + system) of a command and everything it started, for `npm test`'s figures.
 *
 * Node's child_process gives no resource usage of a child. A step is therefore run by a POSIX
 * shell that, once the command is done, prints its children's times with the `times` built-in to
 * a fourth file descriptor: the command's whole process tree, as long as each process waited for
 * its own children (a process that outlives its parent is counted by no one). The total of a run
 * is read from /proc/self/stat (Linux: this process's waited-for children, cutime and cstime).
 * Where neither is available the figure is "n/a".
 *
 * Some of what a run costs is in no tree of ours: Chromium's renderers (reaped by its zygote, not
 * by the browser), and the PostgreSQL server's backends. The machine's busy time over the run
 * (/proc/stat) counts those too, and anything else running on the machine.
 */
import { readFileSync } from 'node:fs';

export interface CpuTime {
  user: number;
  system: number;
}

/** `sh -c` arguments that run `command args…` and print its children's times to fd 3. */
export function timedShellArgs(command: string, args: string[]): string[] {
  return ['-c', '"$@"; status=$?; times >&3; exit $status', 'sh', command, ...args];
}

/** The children's line of `times` ("0m1.50s 0m0.20s" in bash, more decimals in dash). */
export function parseShellTimes(output: string): CpuTime | null {
  const lines = output.trim().split('\n');
  const seconds = [...(lines[1] ?? '').matchAll(/(\d+)m([\d.]+)s/g)].map(
    (match) => Number(match[1]) * 60 + Number(match[2]),
  );
  if (seconds.length !== 2 || seconds.some((value) => !Number.isFinite(value))) return null;
  return { user: seconds[0]!, system: seconds[1]! };
}

/** This process's own CPU time plus that of its waited-for children (Linux), or null. */
export function processTreeTime(): CpuTime | null {
  const own = process.cpuUsage();
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name, which is in parentheses and may contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = 100; // USER_HZ: 100 on every Linux architecture Node runs on
    const cutime = Number(fields[13]) / ticks;
    const cstime = Number(fields[14]) / ticks;
    if (!Number.isFinite(cutime) || !Number.isFinite(cstime)) return null;
    return { user: own.user / 1e6 + cutime, system: own.system / 1e6 + cstime };
  } catch {
    return null;
  }
}

/**
 * The CPU-seconds all processors of this machine have been busy since it started (Linux: user,
 * nice, system, irq and softirq of /proc/stat; time taken by the hypervisor is not ours), or null.
 */
export function machineBusySeconds(): number | null {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq] = ticks.map(Number);
    const busy = [user, nice, system, irq, softirq].reduce((sum, value) => sum! + value!, 0)!;
    return Number.isFinite(busy) ? busy / 100 : null; // USER_HZ, as above
  } catch {
    return null;
  }
}

/** "CPU 842 s: user 700 s, system 142 s", or "CPU n/a". */
export function formatCpu(time: CpuTime | null): string {
  if (!time) return 'CPU n/a';
  const s = (value: number) => `${value.toFixed(0)} s`;
  return `CPU ${s(time.user + time.system)}: user ${s(time.user)}, system ${s(time.system)}`;
}
