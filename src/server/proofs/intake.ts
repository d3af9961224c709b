// The intake of an uploaded proof PDF, shared by validate and both uploads
// (docs/security.md: PDF only, checked by content, size-limited). The file's name is
// never trusted. Refused, each with its own 400 message: not a PDF, truncated or damaged,
// encrypted, carrying JavaScript or automatic actions, carrying embedded files; over 10 MB a 413.
//
// Two nets: every object of the file is parsed, object streams decoded, within the caps
// of limits.ts (decompressed bytes, objects, pages, image pixels), and the rules of
// activeContent.ts decide on the parsed objects; only then does pdf.js (unpdf) open the document
// and its pages (at most the page cap), and its own view of scripts and attachments must be
// empty as well.
import { getDocumentProxy } from 'unpdf';
import { PROOF_PDF_MAX_BYTES } from '../../domain/constants';
import { proofFileMessages as m } from '../../domain/messages';
import { HttpError } from '../errors';
import { checkPdfContent } from './activeContent';
import { PDF_LIMITS } from './limits';
import { readPdfObjects } from './pdfObjects';
import { PdfError, type PdfErrorKind } from './pdfSyntax';

const DATA_URL_PREFIX = /^data:application\/pdf;base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** A reader looks for %%EOF in the last kilobyte (PDF 32000 §7.5.5); so do we. */
const TAIL_BYTES = 1024;

const refuse = (message: string, code: string) => new HttpError(400, message, code);
export const refusals = {
  notPdf: () => refuse(m.notPdf, 'NOT_A_PDF'),
  damaged: () => refuse(m.damaged, 'PDF_DAMAGED'),
  encrypted: () => refuse(m.encrypted, 'PDF_ENCRYPTED'),
  javascript: () => refuse(m.javascript, 'PDF_ACTIVE_CONTENT'),
  embeddedFiles: () => refuse(m.embeddedFiles, 'PDF_EMBEDDED_FILES'),
  tooComplex: () => refuse(m.tooComplex, 'PDF_TOO_COMPLEX'),
  undecodable: () => refuse(m.tooComplex, 'PDF_UNSUPPORTED_ENCODING'),
  decodedTooLarge: () => refuse(m.tooComplex, 'PDF_DECOMPRESSES_TOO_LARGE'),
  tooManyObjects: () => refuse(m.tooComplex, 'PDF_TOO_MANY_OBJECTS'),
  tooManyPages: () => refuse(m.tooManyPages, 'PDF_TOO_MANY_PAGES'),
  imageTooLarge: () => refuse(m.imageTooLarge, 'PDF_IMAGE_TOO_LARGE'),
  tooLarge: () => new HttpError(413, m.tooLarge, 'PAYLOAD_TOO_LARGE'),
};

/** The PDF's bytes from the data URL; the size is checked before anything is decoded. */
export function decodePdfDataUrl(dataUrl: string): Buffer {
  if (!DATA_URL_PREFIX.test(dataUrl)) throw refusals.notPdf();
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1).replace(/\s+/g, '');
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if ((base64.length * 3) / 4 - padding > PROOF_PDF_MAX_BYTES) throw refusals.tooLarge();
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) throw refusals.notPdf();
  return Buffer.from(base64, 'base64');
}

/** The refusal of each way the parsed file breaks a rule or passes a cap. */
const REFUSAL_OF: Record<PdfErrorKind, () => HttpError> = {
  damaged: refusals.damaged,
  encrypted: refusals.encrypted,
  activeContent: refusals.javascript,
  embeddedFiles: refusals.embeddedFiles,
  tooComplex: refusals.tooComplex,
  undecodable: refusals.undecodable,
  decodedTooLarge: refusals.decodedTooLarge,
  tooManyObjects: refusals.tooManyObjects,
  tooManyPages: refusals.tooManyPages,
  imageTooLarge: refusals.imageTooLarge,
};

/** Every object parsed (object streams decoded within the caps), then the rules on them. */
async function inspect(pdf: Buffer): Promise<void> {
  try {
    checkPdfContent(await readPdfObjects(pdf));
  } catch (error) {
    if (error instanceof PdfError) throw REFUSAL_OF[error.kind]();
    throw error;
  }
}

/** What pdf.js itself sees: the document must open, and hold no scripts or attachments. */
async function open(pdf: Buffer): Promise<void> {
  let doc;
  try {
    doc = await getDocumentProxy(new Uint8Array(pdf), {
      // No warnings on the console for odd files, no code generated from font data.
      verbosity: 0,
      isEvalSupported: false,
      disableFontFace: true,
      stopAtErrors: true,
    });
  } catch (error) {
    if ((error as { name?: string }).name === 'PasswordException') throw refusals.encrypted();
    throw refusals.damaged();
  }
  try {
    if (doc.numPages < 1) throw refusals.damaged();
    // The parse counted the page objects; pdf.js's own count (its page tree) is held to the same
    // cap.
    if (doc.numPages > PDF_LIMITS.maxPages) throw refusals.tooManyPages();
    if (await doc.getJSActions()) throw refusals.javascript();
    const attachments = (await doc.getAttachments()) as Record<string, unknown> | null;
    if (attachments && Object.keys(attachments).length > 0) throw refusals.embeddedFiles();
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n);
      if (await page.getJSActions()) throw refusals.javascript();
      const annotations = (await page.getAnnotations()) as Array<{
        subtype?: string;
        actions?: unknown;
      }>;
      if (annotations.some((a) => a.subtype === 'FileAttachment')) throw refusals.embeddedFiles();
      if (annotations.some((a) => a.actions)) throw refusals.javascript();
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw refusals.damaged();
  } finally {
    await doc.destroy();
  }
}

/**
 * The checks of a PDF's bytes: a %PDF- header, a trailer ending in %%EOF, nothing encrypted,
 * scripted or attached, and a structure pdf.js opens page by page. Throws the refusal.
 */
export async function checkProofPdf(pdf: Buffer): Promise<void> {
  if (pdf.length === 0 || pdf.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw refusals.notPdf();
  }
  const tail = pdf.subarray(Math.max(0, pdf.length - TAIL_BYTES)).toString('latin1');
  if (!tail.includes('%%EOF') || !tail.includes('startxref')) throw refusals.damaged();
  await inspect(pdf);
  await open(pdf);
}
