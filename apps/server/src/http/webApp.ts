import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Clock } from '../clock.ts';
import type { HomeBootContent } from '@school/contract/api/content';
import type { Config } from '../config.ts';
import { createIndexPage, inlineScriptHashes } from './indexPage.ts';
import { inlineImage, type ImageMount } from './inlineImage.ts';

export { inlineScriptHashes };

const YEAR = 'public, max-age=31536000, immutable';

/** The policy with `sources` added to its script-src directive (unchanged when there is none). */
export function allowScripts(csp: string, sources: readonly string[]): string {
  if (!sources.length) return csp;
  return csp
    .split(';')
    .map((d) => (/^\s*script-src\s/.test(d) ? `${d.trimEnd()} ${sources.join(' ')}` : d))
    .join(';');
}

/** The encoding to send: brotli, then gzip, when the browser accepts it (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

export interface WebAppOptions {
  /** Public content written into index.html for the signed-in home tab's first paint. */
  bootContent?: () => Promise<HomeBootContent>;
  /** Folders whose small pictures may go into index.html (the first banner), see inlineImage.ts. */
  imageMounts?: readonly ImageMount[];
  clock: Clock;
}

/** The content with the first banner's picture inlined when this server has it and it is small. */
async function withBannerImage(
  content: HomeBootContent,
  mounts: readonly ImageMount[],
): Promise<HomeBootContent> {
  const first = content.banners.list[0];
  const data = first ? await inlineImage(first.image, mounts) : undefined;
  return data ? { ...content, bannerImageData: data } : content;
}

/**
 * Serves the built web app on the same port as the API. Hashed assets are cached for a year and
 * sent precompressed (.br/.gz, made at build time) in the encoding the browser accepts.
 *
 * index.html is never cached, so a new release is picked up at once. It is served from memory
 * (indexPage.ts): the built file with the school's public home content (banners, latest notice)
 * in its data block, so a returning family's home tab paints from the HTML alone. Its inline
 * scripts (the boot script picks the splash, the prerendered login or the home shell before the
 * first paint) are allowed by their hashes, so the policy stays `script-src 'self'` plus those
 * exact scripts.
 */
export async function registerWebApp(app: FastifyInstance, config: Config, options: WebAppOptions) {
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
  const index = createIndexPage({
    file: path.join(root, 'index.html'),
    content: async () => {
      if (!options.bootContent) return null;
      return withBannerImage(await options.bootContent(), options.imageMounts ?? []);
    },
    clock: options.clock,
    onError: (err) => app.log.warn({ err }, 'index.html: the public home content is unavailable'),
  });
  app.addHook('onReady', async () => {
    await index.refresh();
  });

  const sendIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    const page = await index.get();
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') {
      reply.header('content-security-policy', allowScripts(csp, page.scriptSources));
    }
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('etag', page.etag);
    if (req.headers['if-none-match'] === page.etag) return reply.code(304).send();
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (encoding === 'identity') return reply.send(page.html);
    return reply.header('content-encoding', encoding).send(page[encoding]);
  };
  app.get('/', { schema: { hide: true } }, sendIndex);
  app.get('/index.html', { schema: { hide: true } }, sendIndex);

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    preCompressed: true,
    wildcard: true,
    // index.html is the route above (with the content filled in), never the file as built.
    index: false,
    allowedPath: (pathName) => !/^\/index\.html(\.(br|gz))?$/.test(pathName),
    cacheControl: false,
    setHeaders(res, filePath) {
      const rel = path.relative(root, filePath);
      res.header('cache-control', rel.startsWith('assets' + path.sep) ? YEAR : 'no-cache');
    },
  });
}
