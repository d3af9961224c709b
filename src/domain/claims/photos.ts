// Claim photos: the limits the form and the server both enforce, and the type
// check by content. The server decodes every photo as well; the magic bytes only refuse early what
// is certainly not an image we take (a renamed PDF, an executable), before spending a decode.

export const MAX_CLAIM_PHOTOS = 10;
export const MAX_CLAIM_PHOTO_BYTES = 10 * 1024 * 1024;
/** The longer side of a stored photo and of its thumbnail, in pixels. */
export const CLAIM_PHOTO_MAX_SIDE = 2048;
export const CLAIM_THUMBNAIL_SIDE = 320;
export const CLAIM_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
export type ClaimPhotoType = (typeof CLAIM_PHOTO_TYPES)[number];
/** What the file input offers: HEIC too, so a phone hands it over and we can explain the refusal. */
export const CLAIM_PHOTO_ACCEPT = 'image/jpeg,image/png,image/heic,.heic';

export type SniffedImage = ClaimPhotoType | 'image/heic' | null;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

const HEIC_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'];

/** The image type the first bytes say, whatever name or content type the file came with. */
export function sniffImage(bytes: Uint8Array): SniffedImage {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // ISO base media: a box size, then 'ftyp' and the major brand.
  if (startsWith(bytes, [0x66, 0x74, 0x79, 0x70], 4)) {
    const brand = String.fromCharCode(...bytes.slice(8, 12));
    if (HEIC_BRANDS.includes(brand)) return 'image/heic';
  }
  return null;
}

export type PhotoProblem = 'tooMany' | 'tooLarge' | 'wrongType' | 'heic';

/** Why a chosen file cannot be added, given how many photos the claim already has. */
export function photoProblem(
  file: { type: string; size: number; name?: string },
  alreadyChosen: number,
): PhotoProblem | null {
  if (alreadyChosen >= MAX_CLAIM_PHOTOS) return 'tooMany';
  const name = (file.name ?? '').toLowerCase();
  if (file.type === 'image/heic' || file.type === 'image/heif' || /\.hei[cf]$/.test(name))
    return 'heic';
  if (!(CLAIM_PHOTO_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > MAX_CLAIM_PHOTO_BYTES) return 'tooLarge';
  return null;
}
