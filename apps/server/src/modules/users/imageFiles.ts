/**
 * Avatar bytes: which type they really are (by magic bytes, never by name) and the same image
 * without its metadata (EXIF with GPS, XMP, comments). Pure functions over buffers; a malformed
 * file yields null and is refused.
 */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

export const EXTENSIONS: Record<ImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The type the bytes are, or null for anything else (HTML, SVG, GIF, ...). */
export function sniffImageType(b: Buffer): ImageType | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (
    b.length >= 12 &&
    b.toString('latin1', 0, 4) === 'RIFF' &&
    b.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'image/webp';
  return null;
}

/**
 * JPEG: walks the marker segments up to the start of scan and drops APP1..APP15 (EXIF, XMP,
 * ICC and vendor blocks) and COM; keeps APP0 (JFIF) and everything needed to decode.
 */
export function stripJpeg(b: Buffer): Buffer | null {
  if (sniffImageType(b) !== 'image/jpeg') return null;
  const parts: Buffer[] = [b.subarray(0, 2)];
  let i = 2;
  while (i < b.length) {
    if (b[i] !== 0xff) return null;
    let m = b[i + 1];
    // Fill bytes (0xFF padding) may precede a marker.
    while (m === 0xff && i + 2 < b.length) {
      i += 1;
      m = b[i + 1];
    }
    if (m === undefined) return null;
    if (m === 0xd9) {
      parts.push(b.subarray(i, i + 2));
      return Buffer.concat(parts);
    }
    // Markers without a length: TEM and RSTn.
    if (m === 0x01 || (m >= 0xd0 && m <= 0xd7)) {
      parts.push(b.subarray(i, i + 2));
      i += 2;
      continue;
    }
    if (i + 4 > b.length) return null;
    const len = b.readUInt16BE(i + 2);
    if (len < 2 || i + 2 + len > b.length) return null;
    const segmentEnd = i + 2 + len;
    if (m === 0xda) {
      // Start of scan: the compressed data and the rest of the file are kept as they are.
      parts.push(b.subarray(i));
      return Buffer.concat(parts);
    }
    const metadata = (m >= 0xe1 && m <= 0xef) || m === 0xfe;
    if (!metadata) parts.push(b.subarray(i, segmentEnd));
    i = segmentEnd;
  }
  return null;
}

const PNG_DROP = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

/** PNG: keeps every chunk but the text, EXIF and time ones; stops after IEND. */
export function stripPng(b: Buffer): Buffer | null {
  if (sniffImageType(b) !== 'image/png') return null;
  const parts: Buffer[] = [PNG_SIGNATURE];
  let i = 8;
  while (i + 12 <= b.length) {
    const len = b.readUInt32BE(i);
    const type = b.toString('latin1', i + 4, i + 8);
    const end = i + 12 + len;
    if (end > b.length) return null;
    if (!PNG_DROP.has(type)) parts.push(b.subarray(i, end));
    i = end;
    if (type === 'IEND') return Buffer.concat(parts);
  }
  return null;
}

/** WebP: drops the EXIF and XMP chunks, clears their flags in VP8X and fixes the RIFF size. */
export function stripWebp(b: Buffer): Buffer | null {
  if (sniffImageType(b) !== 'image/webp') return null;
  const riffEnd = Math.min(b.length, 8 + b.readUInt32LE(4));
  const parts: Buffer[] = [];
  let i = 12;
  while (i + 8 <= riffEnd) {
    const fourcc = b.toString('latin1', i, i + 4);
    const len = b.readUInt32LE(i + 4);
    const end = i + 8 + len + (len % 2);
    if (i + 8 + len > riffEnd) return null;
    const chunk = b.subarray(i, Math.min(end, riffEnd));
    if (fourcc === 'VP8X' && len >= 10) {
      const copy = Buffer.from(chunk);
      copy[8] = copy[8]! & ~0x0c; // EXIF (0x08) and XMP (0x04) flags
      parts.push(copy);
    } else if (fourcc !== 'EXIF' && fourcc !== 'XMP ') {
      parts.push(chunk);
    }
    i = end;
  }
  if (i < riffEnd) return null;
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + body.length, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}

/** The image without metadata, or null when the bytes are not a well-formed image of that type. */
export function stripImageMetadata(type: ImageType, b: Buffer): Buffer | null {
  if (type === 'image/jpeg') return stripJpeg(b);
  if (type === 'image/png') return stripPng(b);
  return stripWebp(b);
}
