// Re-encodes an uploaded claim photo. A real decode proves the bytes are the
// image they claim to be; writing fresh pixels drops everything else the file carried: EXIF
// (camera, GPS location), comments, ICC tricks, and bytes appended after the image. sharp writes
// no metadata unless asked (we never call withMetadata / keepMetadata).
// sharp (libvips) loads with the first photo, not with the server.
import {
  CLAIM_PHOTO_MAX_SIDE,
  CLAIM_THUMBNAIL_SIDE,
  sniffImage,
  type ClaimPhotoType,
} from '../../domain/claims/photos';
import { claimMessages as m } from '../../domain/messages';
import { HttpError } from '../errors';

export interface ProcessedPhoto {
  contentType: ClaimPhotoType;
  data: Buffer;
  thumbnail: Buffer;
}

const unreadable = () => new HttpError(400, m.photoUnreadable, 'UNREADABLE_IMAGE');

// A 10 MB file may still declare a gigapixel canvas (a decompression bomb): refuse above this.
const MAX_INPUT_PIXELS = 50_000_000;

export async function processClaimPhoto(
  body: Buffer,
  declaredType: string,
): Promise<ProcessedPhoto> {
  const sniffed = sniffImage(body);
  if (sniffed === 'image/heic' || declaredType === 'image/heic')
    throw new HttpError(415, m.heicUnsupported, 'UNSUPPORTED_IMAGE');
  // The declared type and the content must agree: a PNG sent as JPEG is a client bug or a trick.
  if (sniffed === null || sniffed !== declaredType) throw unreadable();
  const { default: sharp } = await import('sharp');
  try {
    const input = () =>
      sharp(body, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        // The EXIF orientation is applied to the pixels before the metadata goes.
        .rotate();
    const resized = input().resize(CLAIM_PHOTO_MAX_SIDE, CLAIM_PHOTO_MAX_SIDE, {
      fit: 'inside',
      withoutEnlargement: true,
    });
    const data = await (
      sniffed === 'image/png'
        ? resized.png({ compressionLevel: 9 })
        : resized.jpeg({ quality: 85, mozjpeg: true })
    ).toBuffer();
    // Thumbnails are always JPEG (small); a transparent PNG is laid on white.
    const thumbnail = await input()
      .resize(CLAIM_THUMBNAIL_SIDE, CLAIM_THUMBNAIL_SIDE, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 75 })
      .toBuffer();
    return { contentType: sniffed, data, thumbnail };
  } catch {
    throw unreadable();
  }
}
