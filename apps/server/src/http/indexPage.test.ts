import { createHash } from 'node:crypto';
import { mkdtemp, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { TestClock } from '../clock.ts';
import { BOOT_CONTENT_TAG, createIndexPage, jsonForScript, withBootContent } from './indexPage.ts';

const page = (body = '') =>
  `<!doctype html><head>${BOOT_CONTENT_TAG}<script>boot()</script></head><body>${body}</body>`;

async function indexFile(html: string) {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'index-')), 'index.html');
  await writeFile(file, html);
  return file;
}

describe('index.html as served', () => {
  it('writes the content as JSON that cannot end its block, whatever its texts say', () => {
    const content = { title: '</script><script>alert(1)</script><!--', line: 'a\u2028b' };
    const html = withBootContent(page(), content);
    const block = html.slice(html.indexOf('<script type'), html.indexOf('<script>boot'));
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(block).not.toContain('<!--');
    const json = block.slice(block.indexOf('>') + 1, block.lastIndexOf('</script>'));
    expect(JSON.parse(json)).toEqual(content);
    expect(jsonForScript(undefined)).toBe('null');
    const formatted = BOOT_CONTENT_TAG.replace('>null<', '>\n  null\n<');
    expect(withBootContent(formatted, { a: 1 })).toBe(BOOT_CONTENT_TAG.replace('null', '{"a":1}'));
  });

  it('compresses once, tags the version and allows its inline scripts by hash', async () => {
    const clock = new TestClock();
    const index = createIndexPage({
      file: await indexFile(page('<p>hi</p>')),
      content: async () => ({ banners: 1 }),
      clock,
    });
    const a = await index.get();
    const html = a.html.toString();
    expect(html).toContain('{"banners":1}');
    expect(gunzipSync(a.gzip).toString()).toBe(html);
    expect(brotliDecompressSync(a.br).toString()).toBe(html);
    const hash = createHash('sha256').update('boot()').digest('base64');
    expect(a.scriptSources).toEqual([`'sha256-${hash}'`]);
    expect(await index.get()).toBe(a);
  });

  it('reads the content again after its time to live, without making a visitor wait', async () => {
    const clock = new TestClock();
    let version = 1;
    let reads = 0;
    const index = createIndexPage({
      file: await indexFile(page()),
      content: async () => {
        reads += 1;
        return { version };
      },
      clock,
      ttlMs: 30_000,
    });
    expect((await index.get()).html.toString()).toContain('{"version":1}');
    version = 2;
    clock.advance(29_000);
    expect((await index.get()).html.toString()).toContain('{"version":1}');
    expect(reads).toBe(1);
    clock.advance(1_000);
    // The stale page is served while the content is read again in the background.
    expect((await index.get()).html.toString()).toContain('{"version":1}');
    await index.refresh();
    expect((await index.get()).html.toString()).toContain('{"version":2}');
  });

  it('serves the page without content when the content cannot be read, and a new build at once', async () => {
    const errors: unknown[] = [];
    const file = await indexFile(page('<p>v1</p>'));
    const index = createIndexPage({
      file,
      content: async () => {
        throw new Error('database down');
      },
      clock: new TestClock(),
      onError: (err) => errors.push(err),
    });
    const first = (await index.get()).html.toString();
    expect(first).toContain(BOOT_CONTENT_TAG);
    expect(errors).toHaveLength(1);
    await writeFile(file, page('<p>v2</p>'));
    const later = new Date(Date.now() + 5000);
    await utimes(file, later, later);
    expect((await index.get()).html.toString()).toContain('<p>v2</p>');
  });
});
