import type { FastifyReply, FastifyRequest } from 'fastify';
import { defaultMessages, httpStatusOf, type ErrorCodeValue } from '@school/contract/errors';

export const prefersEnglish = (req: FastifyRequest) =>
  /^en\b/i.test(req.headers['accept-language'] ?? '');

export function messageFor(req: FastifyRequest, code: ErrorCodeValue, zh?: string, en?: string) {
  if (prefersEnglish(req))
    return en ?? (zh && !/[\u4e00-\u9fff]/.test(zh) ? zh : defaultMessages[code].en);
  return zh ?? defaultMessages[code].zh;
}

export function sendError(
  req: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCodeValue,
  zh?: string,
  en?: string,
  status = httpStatusOf[code],
  data: unknown = null,
) {
  return reply.status(status).send({ code, message: messageFor(req, code, zh, en), data });
}
