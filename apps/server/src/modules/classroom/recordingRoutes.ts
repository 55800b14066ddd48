import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  RECORDING_CALLBACK_PATH,
  RECORDING_CHUNK_MAX_BYTES,
  RECORDING_CHUNK_PATH,
  REPLAY_PATH,
  watchReplay,
} from '@school/contract/api/classroom';
import type { AppContext } from '../../context.ts';
import { sendError } from '../../http/envelope.ts';
import { AppError, invalid } from '../../http/errors.ts';
import { route, signedInUser } from '../../http/route.ts';
import {
  replayLink,
  saveProviderRecording,
  servedReplay,
  uploadChunk,
  verifyReplaySignature,
} from './recordingService.ts';
import { recordingTestHooks } from './recordingTestHooks.ts';

const positive = (v: unknown) => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
};

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` against a size; null for none, 'bad' for unsatisfiable. */
export function parseRange(header: string | undefined, size: number) {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'bad' as const;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start > end || start >= size) return 'bad' as const;
  return { start, end };
}

const callbackBody = z.object({
  lessonId: z.number().int().positive(),
  url: z.string().regex(/^https?:\/\/\S+$/, 'must be an http(s) URL'),
  /** Milliseconds since the epoch when the provider signed it; 5 minutes either way are accepted. */
  timestamp: z.number().int(),
});

export async function recordingRoutes(app: FastifyInstance, ctx: AppContext) {
  recordingTestHooks(app, ctx);
  route(app, ctx, watchReplay, ({ user, input }) => replayLink(ctx, user.id, input.lessonId));

  await app.register(async (scope) => {
    const keep = (_req: unknown, body: Buffer | string, done: (e: null, b: unknown) => void) =>
      done(null, body);
    scope.addContentTypeParser(
      ['video/webm', 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: RECORDING_CHUNK_MAX_BYTES },
      keep,
    );
    // The callback's signature covers the exact bytes sent, so the JSON is parsed here (in place
    // of the application's parser, http/jsonDepth.ts).
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, keep);

    scope.put<{ Params: { lessonId: string; seq: string } }>(
      `${RECORDING_CHUNK_PATH}/:lessonId/:seq`,
      { schema: { hide: true } },
      async (req) => {
        const lessonId = positive(req.params.lessonId);
        const seq = positive(req.params.seq);
        if (!lessonId) throw invalid('lessonId: 应为正整数', 'lessonId: must be a positive id');
        if (seq === null) throw invalid('seq: 应为非负整数', 'seq: must be a whole number ≥ 0');
        if (!Buffer.isBuffer(req.body) || req.body.length === 0)
          throw invalid(
            'chunk: 请以 video/webm 发送录制片段',
            'chunk: send the bytes as video/webm',
          );
        const user = await signedInUser(ctx, req);
        const data = await uploadChunk(ctx, user.id, lessonId, seq, req.body);
        return { code: 0, message: 'success', data };
      },
    );

    scope.post(RECORDING_CALLBACK_PATH, { schema: { hide: true } }, async (req, reply) => {
      const secret = ctx.config.CLASSROOM_CALLBACK_SECRET;
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const given = String(req.headers['x-signature'] ?? '');
      const want = createHmac('sha256', secret || 'unset')
        .update(raw)
        .digest('hex');
      if (
        !secret ||
        given.length !== want.length ||
        !timingSafeEqual(Buffer.from(given), Buffer.from(want))
      )
        return sendError(req, reply, 3003, '签名无效', 'Bad signature', 403);
      let body: z.infer<typeof callbackBody>;
      try {
        body = callbackBody.parse(JSON.parse(raw.toString('utf8')));
      } catch (e) {
        const issue = e instanceof z.ZodError ? e.issues[0] : undefined;
        const field = issue ? `${issue.path.join('.')}: ${issue.message}` : 'body: must be JSON';
        throw invalid(field, field);
      }
      if (Math.abs(body.timestamp - ctx.clock.now().getTime()) > 5 * 60_000)
        throw invalid('timestamp: 已过期', 'timestamp: too old or in the future');
      await saveProviderRecording(ctx, body.lessonId, body.url);
      return { code: 0, message: 'success', data: null };
    });
  });

  app.get<{ Params: { lessonId: string }; Querystring: { exp?: string; sig?: string } }>(
    `${REPLAY_PATH}/:lessonId/replay.webm`,
    { schema: { hide: true } },
    (req, reply) => serveReplay(ctx, req, reply),
  );
}

async function serveReplay(
  ctx: AppContext,
  req: FastifyRequest<{
    Params: { lessonId: string };
    Querystring: { exp?: string; sig?: string };
  }>,
  reply: FastifyReply,
) {
  const lessonId = positive(req.params.lessonId);
  const exp = Number(req.query.exp);
  const ok =
    lessonId !== null &&
    verifyReplaySignature(ctx.config, lessonId, exp, String(req.query.sig ?? ''), ctx.clock.now());
  const rec = ok ? await servedReplay(ctx.db, lessonId) : undefined;
  if (!rec)
    throw new AppError(2001, '回放不存在或链接已过期', 'No such replay, or the link expired');
  if (rec.providerUrl) return reply.redirect(rec.providerUrl, 302);
  const size = await ctx.recordings.size(rec.fileKey!);
  const range = parseRange(req.headers.range, size);
  reply
    .header('Content-Type', 'video/webm')
    .header('Accept-Ranges', 'bytes')
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff');
  if (range === 'bad') return reply.code(416).header('Content-Range', `bytes */${size}`).send();
  const { start, end } = range ?? { start: 0, end: size - 1 };
  if (range) reply.code(206).header('Content-Range', `bytes ${start}-${end}/${size}`);
  reply.header('Content-Length', String(end - start + 1));
  return reply.send(await ctx.recordings.read(rec.fileKey!, start, end));
}
