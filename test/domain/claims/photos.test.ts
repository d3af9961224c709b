// Claim photos and numbers: the limits and the type check by content.
import { claimNumber } from '../../../src/domain/claims/claimNumber';
import {
  MAX_CLAIM_PHOTO_BYTES,
  MAX_CLAIM_PHOTOS,
  photoProblem,
  sniffImage,
} from '../../../src/domain/claims/photos';

const bytes = (...b: number[]) => Uint8Array.from(b);
const ascii = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));

describe('sniffImage', () => {
  it('knows JPEG, PNG and HEIC by their first bytes, whatever the name', () => {
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0, 0))).toBe('image/jpeg');
    expect(sniffImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffImage(Uint8Array.from([0, 0, 0, 24, ...ascii('ftypheic')]))).toBe('image/heic');
    expect(sniffImage(Uint8Array.from([0, 0, 0, 24, ...ascii('ftypmif1')]))).toBe('image/heic');
  });

  it('answers null for anything else, and for a file too short to tell', () => {
    expect(sniffImage(ascii('%PDF-1.7'))).toBeNull();
    expect(sniffImage(ascii('GIF89a'))).toBeNull();
    expect(sniffImage(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImage(Uint8Array.from([0, 0, 0, 24, ...ascii('ftypisom')]))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});

describe('photoProblem', () => {
  const png = { type: 'image/png', size: 1000, name: 'a.png' };
  it('takes JPEG and PNG up to 10 MB while fewer than 10 are chosen', () => {
    expect(photoProblem(png, 0)).toBeNull();
    expect(photoProblem({ ...png, type: 'image/jpeg' }, MAX_CLAIM_PHOTOS - 1)).toBeNull();
    expect(photoProblem({ ...png, size: MAX_CLAIM_PHOTO_BYTES }, 0)).toBeNull();
  });
  it('refuses the 11th photo, a larger file, another type and HEIC (by type or name)', () => {
    expect(photoProblem(png, MAX_CLAIM_PHOTOS)).toBe('tooMany');
    expect(photoProblem({ ...png, size: MAX_CLAIM_PHOTO_BYTES + 1 }, 0)).toBe('tooLarge');
    expect(photoProblem({ ...png, type: 'image/gif' }, 0)).toBe('wrongType');
    expect(photoProblem({ ...png, type: 'image/heic' }, 0)).toBe('heic');
    expect(photoProblem({ type: '', size: 10, name: 'IMG_0001.HEIC' }, 0)).toBe('heic');
  });
});

describe('claimNumber', () => {
  it('is CLM, the year filed and six digits of the id', () => {
    expect(claimNumber(123, new Date('2026-03-04T10:00:00Z'))).toBe('CLM-2026-000123');
    expect(claimNumber(1_234_567, new Date('2027-01-01T00:00:00Z'))).toBe('CLM-2027-1234567');
  });
});
