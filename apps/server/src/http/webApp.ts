import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config.ts';

const YEAR = 'public, max-age=31536000, immutable';

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

/** The policy with `sources` added to its script-src directive (unchanged when there is none). */
export function allowScripts(csp: string, sources: readonly string[]): string {
  if (!sources.length) return csp;
  return csp
    .split(';')
    .map((d) => (/^\s*script-src\s/.test(d) ? `${d.trimEnd()} ${sources.join(' ')}` : d))
    .join(';');
}

/**
 * Serves the built web app on the same port as the API. Hashed assets are cached for a year;
 * `index.html` is never cached, so a new release is picked up at once. Files are precompressed at
 * build time (.br/.gz) and sent in the encoding the browser accepts. index.html's one inline script
 * (it picks the splash or the prerendered login screen before the first paint) is allowed by its
 * hash, read from the file, so the policy stays `script-src 'self'` plus that exact script.
 */
export async function registerWebApp(app: FastifyInstance, config: Config) {
  const root = config.webDist;
  if (!existsSync(path.join(root, 'index.html'))) {
    app.get('/', { schema: { hide: true } }, async (_req, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(
          '<!doctype html><meta charset="utf-8"><title>Not built</title><p>The web app is not built. Run <code>npm run build</code>, or use <code>npm start</code>.</p>',
        ),
    );
    return;
  }
  const indexFile = path.join(root, 'index.html');
  let cached = { mtime: -1, sources: [] as string[] };
  const indexScripts = () => {
    const mtime = statSync(indexFile).mtimeMs;
    if (mtime !== cached.mtime) {
      cached = { mtime, sources: inlineScriptHashes(readFileSync(indexFile, 'utf8')) };
    }
    return cached.sources;
  };

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    preCompressed: true,
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    setHeaders(res, filePath) {
      const rel = path.relative(root, filePath);
      res.header('cache-control', rel.startsWith('assets' + path.sep) ? YEAR : 'no-cache');
      const csp = res.getHeader('content-security-policy');
      if (rel.replace(/\.(br|gz)$/, '') === 'index.html' && typeof csp === 'string') {
        res.header('content-security-policy', allowScripts(csp, indexScripts()));
      }
    },
  });
}
