// The reader host: a small process between the server and its reader processes. It
// runs the pool (pool.ts): starts, watches, kills and replaces the readers. Starting a process
// from the server itself held the server's thread (and its other threads) 50 to 150 ms per
// start, while the kernel copied the server's memory map; from this small process a start costs
// the server nothing. It ends when the server's channel closes, killing its readers first.
import { ProofReaderPool } from './pool';
import { asBuffer, errorAnswer, type HostAnswer, type HostCall } from './protocol';

const options = JSON.parse(process.argv[2] ?? '{}') as {
  readers: number;
  queue: number;
  timeoutMs: number;
  memoryMb: number;
};
const send = (answer: HostAnswer) => process.send?.(answer);
const pool = new ProofReaderPool({ ...options, onLost: (lost) => send({ lost }) });

async function run(call: HostCall): Promise<HostAnswer> {
  try {
    switch (call.kind) {
      case 'check':
        return { id: call.id, ok: true, intake: await pool.check(asBuffer(call.dataUrl)) };
      case 'read':
        return { id: call.id, ok: true, text: await pool.read(asBuffer(call.pdf), call.limits) };
      case 'warm':
        await pool.warm();
        return { id: call.id, ok: true };
      case 'stats':
        return { id: call.id, ok: true, stats: pool.stats() };
    }
  } catch (error) {
    return errorAnswer(call.id, error);
  }
}

process.on('message', (call: HostCall) => {
  void run(call).then(send);
});
process.on('disconnect', () => {
  void pool.close().finally(() => process.exit(0));
});
send({ ready: true });
