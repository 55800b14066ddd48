import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config.ts';

const YEAR = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app on the same port as the API. Hashed assets are cached for a year;
 * `index.html` is never cached, so a new release is picked up at once. Files are precompressed at
 * build time (.br/.gz) and sent in the encoding the browser accepts.
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
    },
  });
}
