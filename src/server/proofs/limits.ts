// The caps an uploaded proof PDF must stay under before pdf.js ever opens it. Each is
// checked while the file is parsed, so a bomb is refused as soon as it passes one, with little
// memory and time spent. The values leave room for every real declarations packet: a carrier's
// PDF of a few pages, a 600-dpi scan of a letter or legal page, a phone photo saved as a PDF.

export const PDF_LIMITS = {
  /**
   * Bytes all streams decompress to, together. A 600-dpi letter page scanned in colour without
   * JPEG is 5100 × 6600 × 3 = 101 MB; two such pages fit. The finding's bomb (1 MB inflating to
   * 1 GB) is stopped here after 256 MB of inflation, counted and never kept.
   */
  maxDecodedBytes: 256 * 1024 * 1024,
  /**
   * Bytes all object streams decompress to together (they are kept in memory and parsed). Real
   * object streams hold a few hundred small dictionaries: kilobytes, rarely a megabyte.
   */
  maxObjectStreamBytes: 16 * 1024 * 1024,
  /**
   * Bytes the output of a filter before a stream's last one may take (kept in memory as the next
   * one's input). Real chains are ASCII85 or ASCIIHex before Flate, whose first output is smaller
   * than the file, or Flate before DCT (a JPEG of a few megabytes).
   */
  maxFilterStepBytes: 64 * 1024 * 1024,
  /**
   * Indirect objects (body and object streams). A chromium PDF of 30 pages has about 600, a
   * 200-page scan about 800; parsing 25,000 takes about half a second on this 2-core VM.
   */
  maxObjects: 25_000,
  /** /Type /Page objects. A declarations packet with every form and endorsement is under 100. */
  maxPages: 200,
  /** Pixels of one image. A 600-dpi legal-size scan is 42.8 million, a 48 MP phone photo 48. */
  maxImagePixels: 50_000_000,
  /** Longer side of an image: 600 dpi over 33 inches, past any page a person scans. */
  maxImageSide: 20_000,
  /**
   * Longer side over shorter side, for images over a million pixels (thin strips such as
   * gradients and rules are small and pass). A page is 1.3, a receipt-shaped scan under 10; the
   * finding's 400 × 99,999 image is 250.
   */
  maxImageAspect: 20,
  minPixelsForAspect: 1_000_000,
  /**
   * Inline images (BI … ID) in all content streams. A page drawn with inline images has a few
   * hundred at most; each costs a small parse, so a stream of 60 million `BI` words is refused.
   */
  maxInlineImages: 20_000,
  /**
   * Bytes read again to parse `N G obj` headers found inside other objects' data (a lying xref
   * can point there). Real files have none or a few; each attempt can read to the file's end.
   */
  maxRescanBytes: 32 * 1024 * 1024,
  /** Nesting of arrays and dictionaries; PDF 32000 Annex C suggests 28 for real files. */
  maxNesting: 64,
} as const;

export type PdfLimits = { readonly [K in keyof typeof PDF_LIMITS]: number };
