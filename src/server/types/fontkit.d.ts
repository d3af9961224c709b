// fontkit ships no types; the server only parses a font once and hands it to pdfkit.
declare module 'fontkit' {
  /** A parsed font; pdfkit takes it wherever it takes a font file. */
  export interface Font {
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
