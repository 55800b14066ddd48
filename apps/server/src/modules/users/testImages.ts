import sharp from 'sharp';

/** Real, decodable images for the avatar tests, made with sharp (never imported by the server). */

/** A 1x1 PNG. */
export const tinyPng = () =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } });

/**
 * A JPEG photo as a phone takes it: `width` x `height` pixels as stored, an EXIF orientation
 * (6: shown turned 90° clockwise, so a 400x200 file is a 200x400 portrait) and a secret in its
 * EXIF description (where a GPS position would be).
 */
export const phoneJpeg = (opts: {
  secret?: string;
  width?: number;
  height?: number;
  orientation?: number;
}) =>
  canvas(opts.width ?? 40, opts.height ?? 30)
    .jpeg()
    .withMetadata({ orientation: opts.orientation ?? 1 })
    .withExif({ IFD0: { ImageDescription: `GPS ${opts.secret ?? ''}` } })
    .toBuffer();

export const jpegWithExif = (secret: string) => phoneJpeg({ secret });

/** A WebP with EXIF carrying the secret. */
export const webpWithExif = (secret: string) =>
  canvas(40, 30)
    .webp()
    .withExif({ IFD0: { ImageDescription: secret } })
    .toBuffer();
