import { describe, expect, it } from 'vitest';
import { sniffImageType, stripJpeg, stripPng, stripWebp } from './imageFiles.ts';
import { jpegWithExif, pngWithText, tinyPng, webpWithExif } from './testImages.ts';

const has = (b: Buffer, s: string) => b.includes(Buffer.from(s, 'latin1'));

describe('avatar bytes', () => {
  it('knows the types by their magic bytes, not by name', () => {
    expect(sniffImageType(jpegWithExif('x'))).toBe('image/jpeg');
    expect(sniffImageType(tinyPng())).toBe('image/png');
    expect(sniffImageType(webpWithExif('x'))).toBe('image/webp');
    for (const other of [
      '<!doctype html><script>alert(1)</script>',
      '<svg/onload=alert(1)>',
      'GIF89a',
      '',
    ])
      expect(sniffImageType(Buffer.from(other)), other).toBeNull();
  });

  it('drops APP1..APP15 and COM from a JPEG, keeping JFIF, tables and the scan', () => {
    const src = jpegWithExif('LAT 31.2304 N');
    const out = stripJpeg(src)!;
    expect(has(src, 'Exif')).toBe(true);
    for (const gone of ['Exif', 'LAT 31.2304', 'Photoshop', 'comment'])
      expect(has(out, gone), gone).toBe(false);
    expect(has(out, 'JFIF')).toBe(true);
    expect([...out.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect([...out.subarray(-2)]).toEqual([0xff, 0xd9]);
    expect(out.includes(Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56]))).toBe(true);
    expect(stripJpeg(out)).toEqual(out);
  });

  it('refuses truncated or malformed JPEGs', () => {
    const src = jpegWithExif('x');
    expect(stripJpeg(src.subarray(0, 10))).toBeNull();
    expect(stripJpeg(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff]))).toBeNull();
  });

  it('drops text and EXIF chunks from a PNG', () => {
    const src = pngWithText('Home: 1 Main St');
    const out = stripPng(src)!;
    expect(has(src, 'tEXt')).toBe(true);
    expect(has(out, 'tEXt') || has(out, 'eXIf') || has(out, 'Main St')).toBe(false);
    expect(out).toEqual(tinyPng());
  });

  it('drops EXIF and XMP chunks from a WebP, clears their flags and fixes the RIFF size', () => {
    const src = webpWithExif('Camera owner Lucy');
    const out = stripWebp(src)!;
    expect(has(out, 'Lucy') || has(out, 'EXIF') || has(out, 'XMP ')).toBe(false);
    expect(out.readUInt32LE(4)).toBe(out.length - 8);
    expect(out.toString('latin1', 12, 16)).toBe('VP8X');
    expect(out[20]! & 0x0c).toBe(0);
    expect(has(out, 'VP8L')).toBe(true);
  });
});
