import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { webDist } from './paths.ts';

export interface Chunk {
  path: string;
  /** Where the bench found it: the built index.html, or the browser's network log. */
  source: 'index.html' | 'loaded';
  /** Gzip size: as sent when the server gzipped it, else the file gzipped here (level 9). */
  gzipBytes: number;
  /** Bytes the server sent to a client that accepts gzip. */
  wireBytes: number;
  /** The Content-Encoding the server used for that client (`identity` when none). */
  encoding: string;
  rawBytes: number;
}

/** Entry scripts and modulepreload links of the built index.html, as absolute paths. */
export async function indexHtmlScripts(): Promise<string[]> {
  const html = await readFile(path.join(webDist, 'index.html'), 'utf8');
  const found = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string) =>
      tag.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1];
    const isScript = /^<script/i.test(tag) && attr('src');
    const isPreload = /^<link/i.test(tag) && attr('rel')?.toLowerCase() === 'modulepreload';
    const ref = isScript ? attr('src') : isPreload ? attr('href') : undefined;
    if (ref && !/^(https?:)?\/\//.test(ref)) found.add(new URL(ref, 'http://x/').pathname);
  }
  return [...found];
}

/** GET with `accept-encoding: gzip`; counts the bytes as sent, without decoding them. */
function fetchGzip(url: string): Promise<{ status: number; bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { 'accept-encoding': 'gzip' }, agent: false }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          bytes,
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
        }),
      );
      res.on('error', reject);
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`time-out fetching ${url}`)));
    req.on('error', reject);
  });
}

/**
 * The JavaScript a page loads: the index.html entry and preloads plus every script the browser
 * fetched while rendering it (`loadedUrls`, from Lighthouse's network log; same origin only). Each
 * is fetched from the real server as a gzip-accepting browser would.
 */
export async function measureInitialJs(base: string, loadedUrls: string[]): Promise<Chunk[]> {
  const fromHtml = await indexHtmlScripts();
  const origin = new URL(base).origin;
  const loaded = loadedUrls
    .map((u) => new URL(u))
    .filter((u) => u.origin === origin)
    .map((u) => u.pathname);
  const all = new Map<string, Chunk['source']>();
  for (const p of fromHtml) all.set(p, 'index.html');
  for (const p of loaded) if (!all.has(p)) all.set(p, 'loaded');

  const chunks: Chunk[] = [];
  for (const [p, source] of all) {
    const res = await fetchGzip(base + p);
    if (res.status !== 200) throw new Error(`${p} answered HTTP ${res.status}`);
    const raw = await readFile(path.join(webDist, decodeURIComponent(p)));
    const gzipBytes =
      res.encoding === 'gzip'
        ? res.bytes
        : gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }).length;
    chunks.push({
      path: p,
      source,
      gzipBytes,
      wireBytes: res.bytes,
      encoding: res.encoding,
      rawBytes: raw.length,
    });
  }
  return chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

export function renderChunks(title: string, chunks: Chunk[]): string {
  const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`.padStart(9);
  const sum = (f: (c: Chunk) => number) => chunks.reduce((s, c) => s + f(c), 0);
  const lines = chunks.map(
    (c) =>
      `  ${kb(c.gzipBytes)} ${kb(c.rawBytes)} ${kb(c.wireBytes)} ${c.encoding.padEnd(8)}  ${c.path}  (${c.source})`,
  );
  return [
    `${title}: ${chunks.length} chunks`,
    `       gzip       raw   on the wire (Accept-Encoding: gzip)`,
    ...lines,
    `  ${kb(sum((c) => c.gzipBytes))} ${kb(sum((c) => c.rawBytes))} ${kb(sum((c) => c.wireBytes))}  total`,
  ].join('\n');
}
