/**
 * CPU time (user + system) of a command and everything it started, for `npm test`'s figures.
 *
 * Node's child_process gives no resource usage of a child. A step is therefore run by a POSIX
 * shell that, once the command is done, prints its children's times with the `times` built-in to
 * a fourth file descriptor: the command's whole process tree, as long as each process waited for
 * its own children (a process that outlives its parent is counted by no one). The total of a run
 * is read from /proc/self/stat (Linux: this process's waited-for children, cutime and cstime).
 * Where neither is available the figure is "n/a".
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

/** "CPU 842 s: user 700 s, system 142 s", or "CPU n/a". */
export function formatCpu(time: CpuTime | null): string {
  if (!time) return 'CPU n/a';
  const s = (value: number) => `${value.toFixed(0)} s`;
  return `CPU ${s(time.user + time.system)}: user ${s(time.user)}, system ${s(time.system)}`;
}
