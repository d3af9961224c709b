// The intake of an uploaded proof PDF, shared by validate and both uploads (issue 13;
// ARCHITECTURE security baseline: PDF only, checked by content, size-limited). The file's name is
// never trusted. Refused, each with its own 400 message: not a PDF, truncated or damaged,
// encrypted, carrying JavaScript or automatic actions, carrying embedded files; over 10 MB a 413.
//
// Two nets: a scan of the raw bytes (with the bodies of compressed object streams, where a
// dictionary can hide) for the names that mark scripts, actions and attachments, then pdf.js
// (unpdf) must open the document and its pages, and its own view of scripts and attachments
// must be empty as well.
import { inflateSync } from 'node:zlib';
import { getDocumentProxy } from 'unpdf';
import { PROOF_PDF_MAX_BYTES } from '../../domain/constants';
import { proofFileMessages as m } from '../../domain/messages';
import { HttpError } from '../errors';

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

/** PDF names may spell letters as #xx (/J#53 is /JS): decode them before looking. */
const decodeNames = (text: string) =>
  text.replace(/\/[^\s/<>[\]()%{}]+/g, (name) =>
    name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );

/** A PDF name followed by a delimiter, so /AA does not match /AAPL. */
const name = (n: string) => new RegExp(`/${n}(?=[\\s/<>\\[\\]()%{}]|$)`);
const SCRIPT_NAMES = ['JS', 'JavaScript', 'AA', 'Launch'].map(name);
const FILE_NAMES = ['EmbeddedFiles', 'EmbeddedFile', 'FileAttachment'].map(name);
const ENCRYPT = name('Encrypt');

/** The decompressed bodies of object streams (PDF 1.5), whose dictionaries a raw scan misses. */
function objectStreams(text: string, bytes: Buffer): string[] {
  const found: string[] = [];
  const streamStart = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streamStart.exec(text)) !== null) {
    const head = text.slice(Math.max(0, match.index - 600), match.index);
    const dict = head.slice(head.lastIndexOf(' obj') + 1);
    if (!/\/ObjStm\b/.test(decodeNames(dict)) || !/\/FlateDecode\b/.test(dict)) continue;
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) continue;
    try {
      found.push(inflateSync(bytes.subarray(start, end)).toString('latin1'));
    } catch {
      // An unreadable stream is left to pdf.js, which refuses what it cannot open.
    }
  }
  return found;
}

/** An /OpenAction that is an action (a dictionary), not only the page to open at (an array). */
function hasOpenAction(text: string): boolean {
  for (const match of text.matchAll(/\/OpenAction\s*(<<|\[|(\d+)\s+(\d+)\s+R)/g)) {
    if (match[1] === '<<') return true;
    if (match[2]) {
      const target = new RegExp(`(^|\\s)${match[2]}\\s+${match[3]}\\s+obj\\s*(<<|\\[)`).exec(text);
      if (!target || target[2] === '<<') return true;
    }
  }
  return false;
}

/** The raw checks, on the file and on its object streams. */
function scan(pdf: Buffer): void {
  const raw = pdf.toString('latin1');
  const texts = [raw, ...objectStreams(raw, pdf)].map(decodeNames);
  if (texts.some((t) => ENCRYPT.test(t))) throw refusals.encrypted();
  if (texts.some((t) => SCRIPT_NAMES.some((n) => n.test(t)) || hasOpenAction(t))) {
    throw refusals.javascript();
  }
  if (texts.some((t) => FILE_NAMES.some((n) => n.test(t)))) throw refusals.embeddedFiles();
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
  scan(pdf);
  await open(pdf);
}

/** The checked PDF of a data URL (decodePdfDataUrl, then checkProofPdf). Throws the refusal. */
export async function intakeProofPdf(dataUrl: string): Promise<Buffer> {
  const pdf = decodePdfDataUrl(dataUrl);
  await checkProofPdf(pdf);
  return pdf;
}
