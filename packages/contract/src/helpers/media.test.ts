import { describe, expect, it } from 'vitest';
import { IMAGE_EXTENSIONS, isImageLink, isRichText, safeImageAddress } from './media.ts';

describe('isImageLink', () => {
  it('accepts http(s) links ending in each of the six extensions', () => {
    expect(IMAGE_EXTENSIONS).toEqual(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp']);
    for (const ext of IMAGE_EXTENSIONS) {
      expect(isImageLink(`http://cdn.example.com/a/b.${ext}`), ext).toBe(true);
      expect(isImageLink(`https://cdn.example.com/b.${ext}`), ext).toBe(true);
    }
  });

  it('matches case-insensitively', () => {
    expect(isImageLink('https://x.com/IMG_01.JPG')).toBe(true);
    expect(isImageLink('https://x.com/a.WebP')).toBe(true);
    expect(isImageLink('HTTPS://X.COM/A.PNG')).toBe(true);
  });

  it('requires the text to start with http', () => {
    expect(isImageLink('ftp://x.com/a.png')).toBe(false);
    expect(isImageLink('//x.com/a.png')).toBe(false);
    expect(isImageLink('/static/a.png')).toBe(false);
    expect(isImageLink('a.png')).toBe(false);
    expect(isImageLink(' http://x.com/a.png')).toBe(false);
    expect(isImageLink('see http://x.com/a.png')).toBe(false);
  });

  it('takes "starting with http" literally, without validating the URL further', () => {
    expect(isImageLink('http:/cdn.example.com/a.png')).toBe(true);
    expect(isImageLink('https://x.com/my photo.png')).toBe(true);
  });

  it('requires the text to end in .extension', () => {
    expect(isImageLink('http://x.com/a.png?w=100')).toBe(false);
    expect(isImageLink('http://x.com/a.png#top')).toBe(false);
    expect(isImageLink('http://x.com/a.png ')).toBe(false);
    expect(isImageLink('http://x.com/a.svg')).toBe(false);
    expect(isImageLink('http://x.com/a.tiff')).toBe(false);
    expect(isImageLink('http://x.com/notapng')).toBe(false);
    expect(isImageLink('http://x.com/a.mp4')).toBe(false);
    expect(isImageLink('http://x.com/a.pngx')).toBe(false);
  });

  it('is false when the text spans lines', () => {
    expect(isImageLink('http://x.com/a\n.png')).toBe(false);
    expect(isImageLink('http://x.com/a.png\nmore')).toBe(false);
  });

  it('is false for empty and missing values', () => {
    expect(isImageLink('')).toBe(false);
    expect(isImageLink(null)).toBe(false);
    expect(isImageLink(undefined)).toBe(false);
    expect(isImageLink('http')).toBe(false);
  });
});

describe('isRichText', () => {
  it('detects opening, closing and self-closing tags', () => {
    expect(isRichText('<p>hi</p>')).toBe(true);
    expect(isRichText('hello <b>world')).toBe(true);
    expect(isRichText('text</div>')).toBe(true);
    expect(isRichText('line<br/>next')).toBe(true);
    expect(isRichText('line<br />next')).toBe(true);
    expect(isRichText('<img src="a.png" alt=\'x\'>')).toBe(true);
    expect(isRichText('<P CLASS="x">')).toBe(true);
    expect(isRichText('<h1>T</h1>')).toBe(true);
    expect(isRichText('<my-widget>')).toBe(true);
    expect(isRichText('<span\nclass="x">')).toBe(true);
  });

  it('leaves plain text with angle brackets alone', () => {
    expect(isRichText('1 < 2 > 0')).toBe(false);
    expect(isRichText('a <3 b')).toBe(false);
    expect(isRichText('<- back')).toBe(false);
    expect(isRichText('x<y')).toBe(false);
    expect(isRichText('< p>')).toBe(false);
    expect(isRichText('</ p>')).toBe(false);
    expect(isRichText('<>')).toBe(false);
    expect(isRichText('<!-- note -->')).toBe(false);
    expect(isRichText('&lt;p&gt; escaped')).toBe(false);
    expect(isRichText('plain text')).toBe(false);
    expect(isRichText('')).toBe(false);
    expect(isRichText(null)).toBe(false);
    expect(isRichText(undefined)).toBe(false);
  });

  it('stays fast on hostile input', () => {
    const hostile = '<a '.repeat(20_000) + ' '.repeat(20_000);
    const t0 = Date.now();
    expect(isRichText(hostile)).toBe(false);
    expect(Date.now() - t0).toBeLessThan(1000);
  });
});

describe('safeImageAddress', () => {
  it('keeps our own paths and https addresses, nothing else', () => {
    expect(safeImageAddress('/uploads/content/brand/ab12.png')).toBe(
      '/uploads/content/brand/ab12.png',
    );
    expect(safeImageAddress('https://cdn.school.example/b/logo.png')).toBe(
      'https://cdn.school.example/b/logo.png',
    );
    for (const bad of [
      "javascript:alert('logo')",
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'http://cdn.school.example/logo.png',
      '//evil.example/x.png',
      '/uploads/../secret.png',
      'https://user@evil.example/x.png',
      'https://evil.example/x.png?a=1',
      ' https://cdn.school.example/x.png',
      '',
      null,
    ])
      expect(safeImageAddress(bad), String(bad)).toBeNull();
  });
});
