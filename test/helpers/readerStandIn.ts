/**
 * A stand-in for a proof reader process (src/server/proofs/reader/child.ts) for the pool's tests:
 * it speaks the same protocol, and what it does depends on the "PDF"'s text: `hang` loops
 * forever, `grow` takes memory until it is stopped, `die` exits, `refuse` answers the intake's
 * 400, `giveup` answers a reading abandoned at its deadline and then keeps its thread busy (as
 * pdf.js does with such a file), anything else is read at once (no lines; the intake answers the bytes as the PDF).
 */
import type { ReaderAnswer, ReaderJob } from '../../src/server/proofs/reader/protocol';

const send = (answer: ReaderAnswer) => process.send?.(answer);
const held: Buffer[] = [];

process.on('message', (job: ReaderJob) => {
  const bytes = Buffer.from(job.kind === 'check' ? job.dataUrl : job.pdf);
  const text = bytes.toString('latin1');
  if (text === 'hang') for (;;);
  if (text === 'die') process.exit(3);
  if (text === 'grow') {
    const timer = setInterval(() => held.push(Buffer.alloc(32 * 1024 * 1024, 1)), 5);
    timer.unref();
    return;
  }
  if (text === 'giveup') {
    send({ id: job.id, ok: true, text: { readBy: 'none', lines: [], gaveUp: true } });
    setTimeout(() => {
      for (;;);
    }, 20);
    return;
  }
  if (text === 'refuse') {
    send({ id: job.id, refusal: { statusCode: 400, message: 'Not a PDF.', code: 'NOT_A_PDF' } });
    return;
  }
  if (job.kind === 'check') {
    send({ id: job.id, ok: true, intake: { pdf: bytes, sha256: '' } });
    return;
  }
  send({ id: job.id, ok: true, text: { readBy: 'text', lines: [] } });
});
process.on('disconnect', () => process.exit(0));
send({ ready: true });
