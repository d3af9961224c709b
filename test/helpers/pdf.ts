/**
 * Reads a PDF back as a reader would: its text (pdf.js, through unpdf) and the QR code in its
 * images (decoded with jsqr). Tests check what a document says, not how its bytes are laid out.
 */
import jsQR from 'jsqr';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';

// pdf.js copies image data with ArrayBuffer.prototype.transferToFixedLength, which Node gains
// only in 21: a copy does the same for reading (text extraction does not need it).
const arrayBufferProto = ArrayBuffer.prototype as ArrayBuffer & {
  transferToFixedLength?: (length?: number) => ArrayBuffer;
};
arrayBufferProto.transferToFixedLength ??= function (this: ArrayBuffer, length = this.byteLength) {
  const copy = new ArrayBuffer(length);
  new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
  return copy;
};

const open = (pdf: Buffer) => getDocumentProxy(new Uint8Array(pdf));

/** The text of every page, joined with spaces (line breaks as pdf.js reads them). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await open(pdf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

export async function pdfPageCount(pdf: Buffer): Promise<number> {
  return (await open(pdf)).numPages;
}

/** The contents of the first QR code found in the images of page 1, or null. */
export async function pdfQrCode(pdf: Buffer): Promise<string | null> {
  for (const image of await extractImages(await open(pdf), 1)) {
    const { width, height, channels, data } = image;
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i += 1) {
      for (let c = 0; c < 3; c += 1)
        rgba[i * 4 + c] = channels === 1 ? data[i]! : data[i * channels + c]!;
      rgba[i * 4 + 3] = 255;
    }
    const found = jsQR(rgba, width, height);
    if (found) return found.data;
  }
  return null;
}
