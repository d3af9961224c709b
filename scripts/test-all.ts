/**
 * `npm test`: everything, in the order that fails fastest, on a fresh machine too (it installs
 * Chromium when missing). PostgreSQL variants of the database tests run when PostgreSQL answers
 * on 127.0.0.1:5432 (or DATABASE_URL is set); otherwise they say they were left out.
 */
import { spawn, spawnSync } from 'node:child_process';
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
  // Steps in order; the steps of one group run side by side, their output printed whole, one
  // step after the other. The groups are packed so both cores stay busy (measured with
  // /proc/stat, docs/performance.md): the contract's lint, the generated-code check and the build
  // beside typecheck and ESLint (the first two, alone, kept one core busy and left the other
  // idle); jest alone (its two workers fill both cores, and its screen tests wait on the clock);
  // the crash test beside the browser tests, whose shards leave a core idle about a fifth of the
  // time.
  const groups: Array<Array<[string, string[]]>> = [
    [
      ['contract lint (redocly)', ['run', 'lint:api']],
      ['generated code is current', ['run', 'codegen:check']],
      ['typecheck', ['run', 'typecheck']],
      ['eslint + prettier', ['run', 'lint']],
      ['production build', ['run', 'build']],
    ],
    [['unit, server and client tests (jest)', ['run', 'test:unit']]],
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
    const results =
      group.length === 1
        ? [runInline(group[0]![0], group[0]![1], env)]
        : await Promise.all(group.map(([title, args]) => runBuffered(title, args, env)));
    for (const [index, [title]] of group.entries()) {
      const { status, seconds, cpu } = results[index]!;
      const figures = `${seconds.toFixed(1)} s, ${formatCpu(cpu)}`;
      if (status !== 0) {
        console.error(`\nFAILED: ${title} (${figures})`);
        process.exit(status);
      }
      console.log(`--- ${title}: ok (${figures})`);
    }
    console.log(
      `--- the machine over ${group.length > 1 ? 'these steps' : 'it'}: ${busySince(groupBusy)}`,
    );
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

function runInline(title: string, args: string[], env: NodeJS.ProcessEnv): StepResult {
  console.log(`\n=== ${title} ===`);
  const t0 = Date.now();
  const result = spawnSync('sh', timedShellArgs('npm', args), {
    stdio: ['inherit', 'inherit', 'inherit', 'pipe'],
    env,
  });
  const times = result.output[3]?.toString() ?? '';
  return {
    status: result.status ?? 1,
    seconds: (Date.now() - t0) / 1000,
    cpu: parseShellTimes(times),
  };
}

/** Runs a step with its output kept, then prints it under the step's title. */
function runBuffered(title: string, args: string[], env: NodeJS.ProcessEnv): Promise<StepResult> {
  const t0 = Date.now();
  return new Promise((done) => {
    const child = spawn('sh', timedShellArgs('npm', args), {
      env,
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    let times = '';
    child.stdout!.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk));
    (child.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => (times += chunk));
    child.once('close', (code) => {
      console.log(`\n=== ${title} ===`);
      process.stdout.write(Buffer.concat(output));
      const seconds = (Date.now() - t0) / 1000;
      done({ status: code ?? 1, seconds, cpu: parseShellTimes(times) });
    });
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
