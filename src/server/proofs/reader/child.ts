// A proof reader process: every read of an uploaded PDF runs here, never in the
// server's thread. pdf.js cannot be interrupted once it is parsing, sharp and tesseract allocate
// outside V8's heap, and a hostile file can make any of them run for minutes or take gigabytes:
// here the server (pool.ts) kills the process (SIGKILL) past its deadline or memory limit and
// starts another. One job at a time; the process ends when the server's channel closes, so it
// never outlives the server.
import { createHash } from 'node:crypto';
import { checkProofPdf, decodePdfDataUrl } from '../intake';
import { readProof } from '../read';
import { asBuffer, errorAnswer, type ReaderAnswer, type ReaderJob } from './protocol';

const send = (answer: ReaderAnswer) => process.send?.(answer);

async function run(job: ReaderJob): Promise<ReaderAnswer> {
  try {
    if (job.kind === 'check') {
      // Decoding 10 MB of base64 takes 50 ms or more of a thread: here, not in the server's.
      const pdf = decodePdfDataUrl(asBuffer(job.dataUrl).toString('latin1'));
      await checkProofPdf(pdf);
      const sha256 = createHash('sha256').update(pdf).digest('hex');
      return { id: job.id, ok: true, intake: { pdf, sha256 } };
    }
    return { id: job.id, ok: true, text: await readProof(asBuffer(job.pdf), job.limits) };
  } catch (error) {
    return errorAnswer(job.id, error);
  }
}

process.on('message', (job: ReaderJob) => {
  void run(job).then(send);
});
// The server closed the channel (it shut down, or died): nothing is left to answer.
// (Exiting ends its OCR thread too.)
process.on('disconnect', () => process.exit(0));
// pdf.js sets itself up on its first document (about 300 ms): done before the first upload
// arrives, on bytes it refuses at once.
void readProof(Buffer.from('%PDF-1.7\n%%EOF\n'), {
  maxPages: 1,
  timeoutMs: 5_000,
  maxImagePixels: 1,
})
  .catch(() => undefined)
  .then(() => send({ ready: true }));
