// Reads an uploaded declarations page into lines: the PDF's text layer with positions (pdf.js,
// through unpdf), and for a page without one (a scan, a phone photo saved as PDF) offline OCR of
// the images drawn on it. Bounded so a hostile PDF cannot hold the server: pages, image size,
// and one deadline for the whole reading.
import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import type { PageLine } from '../../domain/proofs';
import { readableChars, toLines, type PlacedText } from './layout';
import { pageImageForOcr, type PdfImage } from './image';
import { ocrPage } from './ocr';

export interface ReadLimits {
  /** Pages read; a declarations page is the first one or two. */
  maxPages: number;
  /** The whole reading, OCR included. */
  timeoutMs: number;
  /** Pixels of one image pdf.js will decode (a 300 dpi letter page is about 8.4 million). */
  maxImagePixels: number;
}

export const READ_LIMITS: ReadLimits = {
  maxPages: 3,
  timeoutMs: 45_000,
  maxImagePixels: 40_000_000,
};

/** A page with fewer letters and digits than this in its text layer is read by OCR. */
const MIN_TEXT_CHARS = 40;

export interface ProofText {
  readBy: 'text' | 'ocr' | 'none';
  lines: PageLine[];
  /** The reading was abandoned at its deadline, and pdf.js may still be working on the file. */
  gaveUp?: boolean;
}

// pdf.js copies image data with ArrayBuffer.prototype.transferToFixedLength, which Node gains only
// in 21; a copy does the same for reading.
const proto = ArrayBuffer.prototype as ArrayBuffer & {
  transferToFixedLength?: (n?: number) => ArrayBuffer;
};
proto.transferToFixedLength ??= function (this: ArrayBuffer, length = this.byteLength) {
  const copy = new ArrayBuffer(length);
  new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
  return copy;
};

export class ReadTimeoutError extends Error {
  constructor() {
    super('reading the PDF took too long');
  }
}

type Doc = Awaited<ReturnType<typeof getDocumentProxy>>;
type Page = Awaited<ReturnType<Doc['getPage']>>;

/** The lines of the PDF's first pages and how they were read; 'none' when nothing was readable. */
export async function readProof(pdf: Buffer, limits: ReadLimits = READ_LIMITS): Promise<ProofText> {
  const deadline = Date.now() + limits.timeoutMs;
  let doc: Doc | null = null;
  // Set when the reading is abandoned: the work still under way stops before its next page or
  // image, so nothing (no new OCR worker) is started after the caller has its answer.
  const abandoned = { value: false };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ReadTimeoutError()), limits.timeoutMs);
  });
  const work = (async (): Promise<ProofText> => {
    doc = await getDocumentProxy(new Uint8Array(pdf), {
      verbosity: 0, // pdf.js warns on the console about every odd font otherwise
      isEvalSupported: false,
      maxImageSize: limits.maxImagePixels,
      disableFontFace: true,
      useSystemFonts: false,
    });
    const lines: PageLine[] = [];
    let usedOcr = false;
    // The cap on pages, and the deadline checked before each: the process running
    // this (reader/pool.ts) is killed past its own, later deadline in any case.
    for (let n = 1; n <= Math.min(doc.numPages, limits.maxPages); n += 1) {
      if (abandoned.value || Date.now() > deadline) throw new ReadTimeoutError();
      const page = await doc.getPage(n);
      let pageLines = await textLines(page);
      if (readableChars(pageLines) < MIN_TEXT_CHARS) {
        const ocrLines = await ocrLinesOf(page, deadline, abandoned);
        if (readableChars(ocrLines) > readableChars(pageLines)) {
          pageLines = ocrLines.map((l) => ({ ...l, ocr: true }));
          usedOcr = true;
        }
      }
      lines.push(...pageLines);
    }
    if (readableChars(lines) === 0) return { readBy: 'none', lines: [] };
    return { readBy: usedOcr ? 'ocr' : 'text', lines };
  })();
  try {
    return await Promise.race([work, timeout]);
  } catch (error) {
    // Not a PDF, a broken one, too slow, or OCR refused: nothing readable. Past the deadline
    // pdf.js may still be busy with it (nothing interrupts it): the caller is told, so a reader
    // process is not given another file while it is.
    if (error instanceof ReadTimeoutError) return { readBy: 'none', lines: [], gaveUp: true };
    return { readBy: 'none', lines: [] };
  } finally {
    clearTimeout(timer);
    abandoned.value = true;
    // The document is destroyed once the work has stopped, also when it was still being opened
    // at the deadline (a document left open keeps pdf.js's loopback worker alive).
    void work
      .catch(() => undefined)
      .then(() => (doc as Doc | null)?.destroy())
      .catch(() => undefined);
  }
}

interface TextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

async function textLines(page: Page): Promise<PageLine[]> {
  const [, , , pageTop] = page.view;
  const content = await page.getTextContent();
  const items: PlacedText[] = [];
  for (const raw of content.items) {
    if (!('str' in raw)) continue;
    const item = raw as TextItem;
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.transform;
    const size = item.height || Math.hypot(c, d) || Math.hypot(a, b);
    // Baseline f is from the page's bottom; the centre of the letters sits about a third of the
    // size above it.
    items.push({
      text: item.str,
      x0: e,
      x1: e + item.width,
      y: (pageTop ?? 0) - f - size * 0.35,
      h: size,
    });
  }
  return toLines(items);
}

/** The page's large images, each read by OCR, as lines (images top to bottom as drawn). */
async function ocrLinesOf(
  page: Page,
  deadline: number,
  abandoned: { value: boolean },
): Promise<PageLine[]> {
  const { OPS } = await getResolvedPDFJS();
  const ops = await page.getOperatorList();
  const lines: PageLine[] = [];
  for (let i = 0; i < ops.fnArray.length; i += 1) {
    if (ops.fnArray[i] !== OPS.paintImageXObject) continue;
    const key = (ops.argsArray[i] as [string])[0];
    const store = key.startsWith('g_') ? page.commonObjs : page.objs;
    const image = await new Promise<PdfImage | null>((resolve) =>
      store.get(key, resolve as (d: unknown) => void),
    );
    const png = image ? await pageImageForOcr(image) : null;
    const msLeft = deadline - Date.now();
    if (abandoned.value || msLeft <= 0) throw new ReadTimeoutError();
    if (!png) continue;
    lines.push(...toLines(await ocrPage(png, msLeft)));
  }
  return lines;
}
