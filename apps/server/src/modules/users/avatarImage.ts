import type { AVATAR_TYPES } from '@school/contract/api/basic';

export type AvatarType = (typeof AVATAR_TYPES)[number];

/** The file name extension of a stored avatar (the server names files, never the user). */
export const EXTENSIONS: Record<AvatarType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * The longest edge of a stored avatar, in pixels. The app shows a user's avatar at most 5.5rem
 * (88 CSS px, the profile page) and smaller elsewhere (3.5rem on 我的); 264 px is 88 px at a
 * phone's 3x density, so one rendition is sharp everywhere and a 2 MB photo becomes ~20 KB.
 */
export const AVATAR_EDGE = 264;

/** Images past this many pixels are refused before they are decoded (decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000;

const FORMATS: Record<string, AvatarType> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/**
 * The avatar as it is stored: decoded by sharp (libvips), which also proves the bytes are an image
 * of the declared type; turned upright by its EXIF orientation; fitted inside AVATAR_EDGE square
 * (never enlarged); re-encoded in the same format with no metadata at all (EXIF with GPS, XMP,
 * ICC, comments: sharp writes none unless asked). Null when the bytes are not a well-formed image
 * of that type. sharp is loaded on the first upload, not at start.
 */
export async function avatarImage(declared: AvatarType, bytes: Buffer): Promise<Buffer | null> {
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || FORMATS[format] !== declared) return null;
    const upright = image
      .rotate()
      .resize(AVATAR_EDGE, AVATAR_EDGE, { fit: 'inside', withoutEnlargement: true });
    if (declared === 'image/jpeg')
      return await upright.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    if (declared === 'image/png') return await upright.png({ compressionLevel: 9 }).toBuffer();
    return await upright.webp({ quality: 82 }).toBuffer();
  } catch {
    return null;
  }
}
