import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config.ts';
import { pickEncoding } from './webApp.ts';

const YEAR = 'public, max-age=31536000, immutable';
export const CONSOLE_BASE = '/console/';

/**
 * Serves the built console (apps/console, docs/design/console.md §7) at /console/ on the API's port, as
 * webApp.ts serves the families' app: hashed assets cached for a year and sent precompressed,
 * index.html never cached (a release is picked up at once). The console is a hash-routed app, so
 * index.html is the only page (also at /console: the server ignores a trailing slash; the
 * assets' addresses are absolute). Staff pages are not for search engines or other sites' frames.
 */
export async function registerConsoleApp(app: FastifyInstance, config: Config) {
  const root = config.consoleDist;
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.get(CONSOLE_BASE, { schema: { hide: true } }, async (_req, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(
          '<!doctype html><meta charset="utf-8"><title>Not built</title><p>The console is not built. Run <code>npm run build</code>, or use <code>npm start</code>.</p>',
        ),
    );
    return;
  }
  const page = {
    html: await readFile(indexFile),
    br: await readFile(`${indexFile}.br`).catch(() => undefined),
    gzip: await readFile(`${indexFile}.gz`).catch(() => undefined),
  };
  const sendIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('x-robots-tag', 'noindex');
    const encoding = pickEncoding(req.headers['accept-encoding']);
    const body = encoding === 'identity' ? undefined : page[encoding];
    if (!body) return reply.send(page.html);
    return reply.header('content-encoding', encoding).send(body);
  };
  app.get(CONSOLE_BASE, { schema: { hide: true } }, sendIndex);
  app.get(`${CONSOLE_BASE}index.html`, { schema: { hide: true } }, sendIndex);

  await app.register(fastifyStatic, {
    root,
    prefix: CONSOLE_BASE,
    // The families' app registered the reply decorators already.
    decorateReply: false,
    preCompressed: true,
    wildcard: true,
    index: false,
    allowedPath: (pathName) => !/^\/index\.html(\.(br|gz))?$/.test(pathName),
    cacheControl: false,
    setHeaders(res, filePath) {
      const rel = path.relative(root, filePath);
      res.header('cache-control', rel.startsWith('assets' + path.sep) ? YEAR : 'no-cache');
    },
  });
}
