// fontkit ships no types; the server only parses a font once and hands it to pdfkit.
declare module 'fontkit' {
  /** A parsed font; pdfkit takes it wherever it takes a font file. */
  export interface Font {
    layout(text: string): unknown;
    /** Whether the font has a glyph for the Unicode code point. */
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
