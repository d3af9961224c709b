// How every QR code image of the product is drawn (the authenticator set-up, the EOI's verify
// link, the coupon for the cashier): the `qrcode` package's PNG options.
//
// Whole pixels per module keep the edges sharp when the image is scaled. One fixed PNG row filter:
// by default pngjs tries all five filters on every row and keeps the best, five times the work for
// an image whose rows mostly repeat the row above ('Up' turns those into zeros, which deflate
// packs as well). That search cost 18 ms per image in Node and 800 ms under jest's test contexts.
export const QR_IMAGE_OPTIONS = {
  errorCorrectionLevel: 'M',
  margin: 2,
  scale: 4,
  // filterType is pngjs's own option, passed through by qrcode (its types list only deflate's).
  rendererOpts: { deflateLevel: 9, filterType: 2 },
} as const;
