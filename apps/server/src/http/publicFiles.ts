import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Files shipped in the repository (apps/server/public: demo avatars, covers, ...) under /static.
 * Works from src/http (tsx) and from the bundled dist/main.js.
 */
export function publicDir(): string | undefined {
  return [
    path.resolve(import.meta.dirname, '../public'),
    path.resolve(import.meta.dirname, '../../public'),
  ].find((dir) => existsSync(path.join(dir, 'demo')));
}

export async function registerPublicFiles(app: FastifyInstance) {
  const root = publicDir();
  if (!root) return;
  await app.register(fastifyStatic, {
    root,
    prefix: '/static/',
    // The web app registers @fastify/static too; only one may decorate the reply.
    decorateReply: false,
    index: false,
    cacheControl: true,
    maxAge: 24 * 3600 * 1000,
  });
}
