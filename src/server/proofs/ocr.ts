// Offline OCR of page images (offline, with English data from an npm package;
// docs/verification.md). One tesseract.js worker per process, created on first use, fed one
// page at a time through a bounded queue; closeOcr() ends it (server shutdown, test teardown).
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { PlacedText } from './layout';

// @tesseract.js-data/eng ships eng.traineddata(.gz) inside the package and says where
// ({ langPath, gzip }): pointing tesseract there means it never reaches for its CDN.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const eng = require('@tesseract.js-data/eng') as { code: string; langPath: string; gzip: boolean };

/** Pages waiting for the worker beyond the one it is reading: more are refused, not queued. */
export const OCR_QUEUE_LIMIT = 8;

export class OcrBusyError extends Error {
  constructor() {
    super('OCR queue full');
  }
}

let worker: Promise<Worker> | null = null;
let tail: Promise<unknown> = Promise.resolve();
let waiting = 0;

function getWorker(): Promise<Worker> {
  worker ??= (async () => {
    const w = await createWorker(eng.code, OEM.LSTM_ONLY, {
      langPath: eng.langPath,
      gzip: eng.gzip,
      // Nothing written next to the process (tesseract's default caches the data in the cwd).
      cacheMethod: 'none',
    });
    // Automatic page segmentation: on ruled forms (rules erased first, see image.ts) it keeps a
    // label and its value on one line, where sparse-text mode splits them.
    await w.setParameters({
      tessedit_pageseg_mode: PSM.AUTO,
      user_defined_dpi: '150',
      // tesseract prints notes ("Detected 773 diacritics") on stdout unless told where.
      debug_file: '/dev/null',
    });
    return w;
  })();
  const started = worker;
  // A worker that failed to start is forgotten, so the next page tries again.
  started.catch(() => {
    if (worker === started) worker = null;
  });
  return started;
}

/** Ends the worker: a page being read is abandoned (its caller gets an error). */
export async function closeOcr(): Promise<void> {
  const w = worker;
  worker = null;
  if (w) await (await w.catch(() => null))?.terminate();
}

interface TesseractWord {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}
interface TesseractBlock {
  paragraphs: { lines: { words: TesseractWord[] }[] }[];
}

/**
 * The words of one page image (PNG), with their boxes in pixels. Waits its turn; a page that
 * takes longer than timeoutMs ends the worker (the only way to stop tesseract) and fails.
 */
export async function ocrPage(png: Buffer, timeoutMs: number): Promise<PlacedText[]> {
  if (waiting >= OCR_QUEUE_LIMIT) throw new OcrBusyError();
  waiting += 1;
  const run = tail.then(async () => {
    const w = await getWorker();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        void closeOcr();
        reject(new Error('OCR timed out'));
      }, timeoutMs);
    });
    try {
      const { data } = await Promise.race([
        w.recognize(png, {}, { blocks: true, text: false }),
        timeout,
      ]);
      return wordsOf((data.blocks ?? []) as unknown as TesseractBlock[]);
    } finally {
      clearTimeout(timer);
    }
  });
  tail = run.catch(() => undefined).finally(() => (waiting -= 1));
  return run;
}

function wordsOf(blocks: readonly TesseractBlock[]): PlacedText[] {
  // Each word keeps its own box: a tesseract "line" sometimes spans two printed lines of a form.
  return blocks.flatMap((b) =>
    b.paragraphs.flatMap((p) =>
      p.lines.flatMap((l) =>
        l.words
          .filter((w) => w.text.trim() !== '' && w.confidence >= 20)
          .map((w) => ({
            text: w.text,
            x0: w.bbox.x0,
            x1: w.bbox.x1,
            y: (w.bbox.y0 + w.bbox.y1) / 2,
            h: w.bbox.y1 - w.bbox.y0,
          })),
      ),
    ),
  );
}
