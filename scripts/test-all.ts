/**
 * `npm test`: everything, the quickest checks first, on a fresh machine too (it installs
 * Chromium when missing). PostgreSQL variants of the database tests run when PostgreSQL answers
 * on 127.0.0.1:5432 (or DATABASE_URL is set); otherwise they say they were left out.
 */
import { spawn } from 'node:child_process';
import {
  formatCpu,
  machineBusySeconds,
  parseShellTimes,
  processTreeTime,
  timedShellArgs,
  type CpuTime,
} from './cpu-time';
import { reachable } from './reachable';
import { ensureTestBrowser } from './setup-chromium';

async function main(): Promise<void> {
  const env = { ...process.env };
  if (!env.DATABASE_URL && (await reachable('127.0.0.1', 5432))) {
    env.DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
  }
  // Steps in order; the steps of one group run side by side. The groups are packed so both cores
  // stay busy (measured with /proc/stat, docs/performance.md): the quick checks first, the build
  // beside them (the browser tests need it); ESLint and Prettier (one core) beside jest, whose two
  // workers leave about a twelfth of both cores idle (waiting on PostgreSQL, PGlite's thread,
  // timers), rather than beside the quick checks, which end first; the crash test beside the
  // browser tests,
  // whose shards leave a core idle about a fifth of the time. A group's first step prints as it
  // goes; the others' output is printed whole when the group ends.
  const groups: Array<Array<[string, string[]]>> = [
    [
      ['contract lint (redocly)', ['run', 'lint:api']],
      ['generated code is current', ['run', 'codegen:check']],
      ['typecheck', ['run', 'typecheck']],
      ['production build', ['run', 'build']],
    ],
    [
      ['unit, server and client tests (jest)', ['run', 'test:unit']],
      ['eslint + prettier', ['run', 'lint']],
    ],
    [
      ['bundle size budget', ['run', 'size']],
      ['end-to-end tests (Chromium)', ['run', 'test:e2e']],
      ['crash test (kill -9 during 60 purchases)', ['run', 'test:crash']],
    ],
  ];
  ensureTestBrowser();
  const started = Date.now();
  const busyAtStart = machineBusySeconds();
  for (const group of groups) {
    const groupBusy = machineBusySeconds();
    const results = await Promise.all(
      group.map(([title, args], index) => runStep(title, args, env, index === 0)),
    );
    for (const [index, [title]] of group.entries()) {
      const { status, seconds, cpu } = results[index]!;
      const figures = `${seconds.toFixed(1)} s, ${formatCpu(cpu)}`;
      if (status !== 0) {
        console.error(`\nFAILED: ${title} (${figures})`);
        process.exit(status);
      }
      console.log(`--- ${title}: ok (${figures})`);
    }
    console.log(`--- the machine over these steps: ${busySince(groupBusy)}`);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  // The whole run: this process and every step's process tree (and the browser check before).
  console.log(`\nAll checks passed in ${seconds} s (${formatCpu(processTreeTime())}).`);
  // What no process tree of ours counts (Chromium's renderers, PostgreSQL's backends) included.
  console.log(`The machine over the run: ${busySince(busyAtStart)}.`);
}

/** "CPU 1234 s busy", the machine's busy time since `start`, or "CPU n/a". */
function busySince(start: number | null): string {
  const now = machineBusySeconds();
  return start === null || now === null ? 'CPU n/a' : `CPU ${(now - start).toFixed(0)} s busy`;
}

interface StepResult {
  status: number;
  /** The step's own time (beside the others of its group). */
  seconds: number;
  /** The CPU time of the step's process tree. */
  cpu: CpuTime | null;
}

/**
 * Runs a step with the time of its process tree. `live`: its output goes straight to ours under
 * its title; otherwise it is kept and printed whole, under its title, when the step ends.
 */
function runStep(
  title: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  live: boolean,
): Promise<StepResult> {
  const t0 = Date.now();
  if (live) console.log(`\n=== ${title} ===`);
  return new Promise((done) => {
    const child = spawn('sh', timedShellArgs('npm', args), {
      env,
      stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    let times = '';
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    (child.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => (times += chunk));
    child.once('close', (code) => {
      if (!live) {
        console.log(`\n=== ${title} ===`);
        process.stdout.write(Buffer.concat(output));
      }
      const seconds = (Date.now() - t0) / 1000;
      done({ status: code ?? 1, seconds, cpu: parseShellTimes(times) });
    });
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
