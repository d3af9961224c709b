// Small real images for the claim-photo tests, made with the same library the server uses.
import sharp from 'sharp';

export const pngImage = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .png()
    .toBuffer();

/** A JPEG that carries EXIF with a GPS position (latitude 41.88, longitude -87.63). */
export async function jpegWithGps(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Claims' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '41/1 52/1 48/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '87/1 37/1 48/1',
      },
    })
    .toBuffer();
}
