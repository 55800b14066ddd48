import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Clock } from '../clock.ts';

const gz = promisify(gzip);
const br = promisify(brotliCompress);

/**
 * The data block of index.html that the server fills (apps/web/index.html). A `type` attribute
 * makes it data, not a script: the CSP does not apply to it and no hash is needed.
 */
export const BOOT_CONTENT_TAG = '<script type="application/json" id="boot-content">null</script>';

/** How long the public content written into index.html is used before it is read again. */
export const BOOT_CONTENT_TTL_MS = 30_000;

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** CSP sources (`'sha256-…'`) for the attribute-less inline scripts of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

/**
 * JSON that is safe inside a `<script type="application/json">` block: no `<` can end the block
 * or open a comment, whatever the content's texts say (JSON.parse reads `\u003c` back as `<`).
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The empty block as index.html may have it, formatted or not. */
const BOOT_CONTENT_BLOCK =
  /<script type="application\/json" id="boot-content">\s*null\s*<\/script>/;

/** index.html with `content` in its data block (unchanged when the page has none). */
export function withBootContent(html: string, content: unknown): string {
  return html.replace(BOOT_CONTENT_BLOCK, () =>
    BOOT_CONTENT_TAG.replace('>null<', `>${jsonForScript(content)}<`),
  );
}

export interface RenderedIndex {
  html: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  /** CSP sources allowing the page's inline scripts. */
  scriptSources: string[];
}

async function render(html: string): Promise<RenderedIndex> {
  const body = Buffer.from(html, 'utf8');
  const [gzipped, brotli] = await Promise.all([
    gz(body, { level: 9 }),
    br(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  return {
    html: body,
    gzip: gzipped,
    br: brotli,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    scriptSources: inlineScriptHashes(html),
  };
}

export interface IndexPageOptions {
  file: string;
  /** The public content to write into the page (the same for every visitor). */
  content: () => Promise<unknown>;
  clock: Clock;
  ttlMs?: number;
  onError?: (err: unknown) => void;
}

/**
 * index.html as served: the built file with the current public content in its data block,
 * compressed once per change (gzip and brotli). The content is read again when it is older than
 * the TTL, in the background (visitors get the previous page meanwhile), so every server copy
 * picks up a change within the TTL without any request waiting for the database. Nothing of a
 * visitor goes into the page: it is the same bytes for everyone, and never cached by browsers.
 */
export function createIndexPage(options: IndexPageOptions) {
  const ttl = options.ttlMs ?? BOOT_CONTENT_TTL_MS;
  let template = { mtime: -1, html: '' };
  let content: { json: string; value: unknown; readAt: number } | null = null;
  let refreshing: Promise<void> | null = null;
  let rendered: { key: string; page: Promise<RenderedIndex> } | null = null;

  const refresh = () =>
    (refreshing ??= options
      .content()
      .then(
        (value) => value,
        (err: unknown) => {
          options.onError?.(err);
          // Without the content the page still works: the app shows its own loading views.
          return null;
        },
      )
      .then((value) => {
        content = { json: jsonForScript(value), value, readAt: options.clock.now().getTime() };
      })
      .finally(() => {
        refreshing = null;
      }));

  async function get(): Promise<RenderedIndex> {
    const { mtimeMs } = await stat(options.file);
    if (mtimeMs !== template.mtime) {
      template = { mtime: mtimeMs, html: await readFile(options.file, 'utf8') };
    }
    if (!content) await refresh();
    else if (options.clock.now().getTime() - content.readAt >= ttl) void refresh();
    const current = content!;
    const key = `${template.mtime}\n${current.json}`;
    if (rendered?.key !== key) {
      const page = render(withBootContent(template.html, current.value));
      rendered = { key, page };
      page.catch(() => {
        if (rendered?.page === page) rendered = null;
      });
    }
    return rendered.page;
  }

  return {
    get,
    /** Reads the content now (at start, so the first visitor does not wait for it). */
    refresh: () => refresh(),
  };
}
