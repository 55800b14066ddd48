import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Types shown or played in place: images, and the school's media (checked by content on upload). */
const INLINE_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.pdf': 'application/pdf',
};

/**
 * Uploaded files (local storage) under /uploads/. Only the server names them, but they are
 * served as if hostile anyway: the type comes from the extension the server chose, nosniff, a CSP
 * that runs nothing (sandbox), `inline` only for images and media and `attachment` for anything
 * else. A stored file never changes (every upload gets a new random name), so it is cached for a
 * year and marked immutable: a phone does not ask again for a banner or a video it has.
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
    maxAge: 365 * 24 * 3600 * 1000,
    immutable: true,
    setHeaders(res, file) {
      const ext = file.slice(file.lastIndexOf('.')).toLowerCase();
      const type = INLINE_TYPES[ext];
      res.header('X-Content-Type-Options', 'nosniff');
      res.header('Content-Security-Policy', "default-src 'none'; sandbox");
      if (type) {
        res.header('Content-Type', type);
        res.header('Content-Disposition', 'inline');
      } else {
        res.header('Content-Type', 'application/octet-stream');
        res.header('Content-Disposition', 'attachment');
      }
    },
  });
}
