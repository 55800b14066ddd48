/** Small images built by hand for the avatar tests (never imported by the server itself). */

/** A 1x1 PNG. */
export const tinyPng = () =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );

const segment = (marker: number, payload: Buffer) => {
  const head = Buffer.alloc(4);
  head[0] = 0xff;
  head[1] = marker;
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
};

/**
 * A JPEG-shaped file: SOI, APP0 JFIF, APP1 EXIF (with a "GPS" secret), an APP13 block, a COM,
 * a DQT, SOS with scan bytes, EOI. Enough structure for the marker walk (not a decodable photo).
 */
export function jpegWithExif(secret: string): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), Buffer.from(`GPS ${secret}`)])),
    segment(0xed, Buffer.from(`Photoshop 3.0\0${secret}`, 'latin1')),
    segment(0xfe, Buffer.from(`comment ${secret}`)),
    segment(0xdb, Buffer.alloc(65, 1)),
    segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56]),
    Buffer.from([0xff, 0xd9]),
  ]);
}

const pngChunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  return Buffer.concat([len, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
};

/** The 1x1 PNG with tEXt and eXIf chunks inserted after IHDR. */
export function pngWithText(secret: string): Buffer {
  const png = tinyPng();
  const ihdrEnd = 8 + 12 + 13;
  return Buffer.concat([
    png.subarray(0, ihdrEnd),
    pngChunk('tEXt', Buffer.from(`Author\0${secret}`, 'latin1')),
    pngChunk('eXIf', Buffer.from(`MM\0*${secret}`, 'latin1')),
    png.subarray(ihdrEnd),
  ]);
}

const riffChunk = (fourcc: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.write(fourcc, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
};

/** A WebP container: VP8X (EXIF+XMP flags), a VP8L stand-in, EXIF and XMP chunks. */
export function webpWithExif(secret: string): Buffer {
  const vp8x = Buffer.alloc(10);
  vp8x[0] = 0x08 | 0x04;
  const body = Buffer.concat([
    riffChunk('VP8X', vp8x),
    riffChunk('VP8L', Buffer.from([0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88])),
    riffChunk('EXIF', Buffer.from(`MM\0*${secret}`)),
    riffChunk('XMP ', Buffer.from(`<x:xmpmeta>${secret}</x:xmpmeta>`)),
  ]);
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(4 + body.length, 4);
  head.write('WEBP', 8, 'latin1');
  return Buffer.concat([head, body]);
}
