// The reader host (issue 28): a small process between the server and its reader processes. It
// runs the pool (pool.ts): starts, watches, kills and replaces the readers. Starting a process
// from the server itself held the server's thread (and its other threads) 50 to 150 ms per
// start, while the kernel copied the server's memory map; from this small process a start costs
// the server nothing. It ends when the server's channel closes, killing its readers first.
import { HttpError } from '../../errors';
import { ProofReaderPool } from './pool';
import type { HostAnswer, HostCall } from './protocol';

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
      case 'check': {
        const { buffer, byteOffset, byteLength } = call.dataUrl;
        const intake = await pool.check(Buffer.from(buffer, byteOffset, byteLength));
        return { id: call.id, ok: true, intake };
      }
      case 'read': {
        const pdf = Buffer.from(call.pdf.buffer, call.pdf.byteOffset, call.pdf.byteLength);
        return { id: call.id, ok: true, text: await pool.read(pdf, call.limits) };
      }
      case 'warm':
        await pool.warm();
        return { id: call.id, ok: true };
      case 'stats':
        return { id: call.id, ok: true, stats: pool.stats() };
    }
  } catch (error) {
    if (error instanceof HttpError) {
      const { statusCode, message, code, headers } = error;
      return {
        id: call.id,
        refusal: {
          statusCode,
          message,
          ...(code ? { code } : {}),
          ...(headers ? { headers } : {}),
        },
      };
    }
    return { id: call.id, failed: (error as Error)?.message ?? String(error) };
  }
}

process.on('message', (call: HostCall) => {
  void run(call).then(send);
});
process.on('disconnect', () => {
  void pool.close().finally(() => process.exit(0));
});
send({ ready: true });
