import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { imageDataUri, inlineImage, localImageFile, type ImageMount } from './inlineImage.ts';

describe('pictures inlined into index.html', () => {
  let mounts: ImageMount[];
  let root: string;
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="4">\n<text fill="#fff">100% 绘本</text></svg>';
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'inline-'));
    await mkdir(path.join(root, 'demo'));
    await writeFile(path.join(root, 'demo/small.svg'), svg);
    await writeFile(path.join(root, 'demo/big.png'), Buffer.alloc(9000));
    await writeFile(path.join(root, 'demo/tiny.png'), Buffer.from([1, 2, 3]));
    await writeFile(path.join(root, 'demo/page.html'), '<p>hi</p>');
    mounts = [{ prefix: '/static/', root, extensions: ['.svg', '.png'] }];
  });

  it('finds only files under a served folder, of the types it serves', () => {
    expect(localImageFile('/static/demo/small.svg', mounts)).toBe(
      path.join(root, 'demo/small.svg'),
    );
    for (const url of [
      'https://cdn.example.com/static/demo/small.svg',
      '//cdn.example.com/static/demo/small.svg',
      '/static/../secret.svg',
      '/static/%2e%2e/secret.svg',
      '/static/demo/small.svg?v=2',
      '/static/demo/page.html',
      '/uploads/a.png',
      'static/demo/small.svg',
    ]) {
      expect(localImageFile(url, mounts), url).toBeUndefined();
    }
  });

  it('keeps SVG as text (escaping only what a URL cannot hold) and base64-encodes the rest', () => {
    const uri = imageDataUri(Buffer.from(svg), '.svg')!;
    expect(uri.startsWith('data:image/svg+xml;charset=utf-8,<svg')).toBe(true);
    expect(uri).toContain('fill="%23fff"');
    expect(uri).toContain('100%25 绘本');
    expect(uri).not.toMatch(/[\n#]/);
    expect(decodeURIComponent(uri.slice(uri.indexOf(',') + 1))).toBe(svg.replace('\n', ' '));
    expect(imageDataUri(Buffer.from([1, 2, 3]), '.PNG')).toBe('data:image/png;base64,AQID');
    expect(imageDataUri(Buffer.from('x'), '.gif')).toBeUndefined();
  });

  it('inlines small pictures only, and nothing it cannot read', async () => {
    expect(await inlineImage('/static/demo/tiny.png', mounts)).toBe('data:image/png;base64,AQID');
    expect(await inlineImage('/static/demo/small.svg', mounts)).toMatch(/^data:image\/svg\+xml/);
    expect(await inlineImage('/static/demo/big.png', mounts)).toBeUndefined();
    expect(await inlineImage('/static/demo/missing.png', mounts)).toBeUndefined();
    expect(await inlineImage('/static/demo', mounts)).toBeUndefined();
  });
});
