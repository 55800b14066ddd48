import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const IMAGE_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

/**
 * Uploaded files (local storage) under /uploads/. Only the server names them, but they are
 * served as if hostile anyway: the type comes from the extension the server chose, nosniff, a CSP
 * that runs nothing (sandbox), `inline` only for images and `attachment` for anything else.
 */
export async function registerUploads(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: true,
    maxAge: 7 * 24 * 3600 * 1000,
    setHeaders(res, file) {
      const ext = file.slice(file.lastIndexOf('.')).toLowerCase();
      const image = IMAGE_TYPES[ext];
      res.header('X-Content-Type-Options', 'nosniff');
      res.header('Content-Security-Policy', "default-src 'none'; sandbox");
      if (image) {
        res.header('Content-Type', image);
        res.header('Content-Disposition', 'inline');
      } else {
        res.header('Content-Type', 'application/octet-stream');
        res.header('Content-Disposition', 'attachment');
      }
    },
  });
}
