/**
 * Files the school uploads (docs/design/school-texts.md §9): every one is checked by its content, never by its name or
 * declared type alone, and images are rebuilt by sharp (libvips) so what is stored is an image the
 * server wrote: upright (EXIF orientation applied), no larger than the app shows it, re-encoded,
 * with no metadata (EXIF with GPS, XMP, ICC, comments: sharp writes none unless asked).
 */

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** Images past this many pixels are refused before they are decoded (decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000;

const FORMATS: Record<string, ImageType> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The file name extension of each type the server stores. */
export const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'application/pdf': 'pdf',
};

/**
 * The image as it is stored, fitted inside `width` x `height` (never enlarged), in its own format;
 * null when the bytes are not a well-formed image of the declared type. sharp is loaded on the
 * first upload, not at start.
 */
export async function fitImage(
  declared: ImageType,
  bytes: Buffer,
  width: number,
  height: number,
): Promise<Buffer | null> {
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || FORMATS[format] !== declared) return null;
    const upright = image
      .rotate()
      .resize(width, height, { fit: 'inside', withoutEnlargement: true });
    if (declared === 'image/jpeg')
      return await upright.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    if (declared === 'image/png') return await upright.png({ compressionLevel: 9 }).toBuffer();
    return await upright.webp({ quality: 82 }).toBuffer();
  } catch {
    return null;
  }
}

/** The ISO base-media brand (`ftyp` box) of an MP4/M4A file, or null. */
function isoBrand(b: Buffer): string | null {
  if (b.length < 12 || b.toString('latin1', 4, 8) !== 'ftyp') return null;
  return b.toString('latin1', 8, 12);
}

const AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'F4A ']);

/**
 * Whether the bytes are what their declared (non-image) type says, by their first bytes: an MP4
 * video's `ftyp` box with a video brand, an MP3 (ID3 tag or an MPEG audio frame sync), an M4A's
 * `ftyp` audio brand, a PDF's `%PDF-` header. Players and viewers decode the rest; what the server
 * guards against is a file of another kind (an HTML page, a script) stored under a media name.
 */
export function mediaMatches(declared: string, b: Buffer): boolean {
  switch (declared) {
    case 'video/mp4': {
      const brand = isoBrand(b);
      return brand !== null && !AUDIO_BRANDS.has(brand);
    }
    case 'audio/mp4': {
      const brand = isoBrand(b);
      return brand !== null && AUDIO_BRANDS.has(brand);
    }
    case 'audio/mpeg':
      return (
        b.toString('latin1', 0, 3) === 'ID3' ||
        (b.length > 2 && b[0] === 0xff && (b[1]! & 0xe0) === 0xe0 && (b[1]! & 0x06) !== 0)
      );
    case 'application/pdf':
      return b.toString('latin1', 0, 5) === '%PDF-';
    default:
      return false;
  }
}
