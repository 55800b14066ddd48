import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';
import { sendError } from './envelope.ts';

/**
 * The single error handler: every failure leaves as the envelope `{ code, message, data: null }`.
 * Bad input is 1001 naming the field; unknown routes 2001; nothing internal (stack, SQL) reaches
 * a client.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: unknown, req, reply) => {
    if (error instanceof AppError)
      return sendError(req, reply, error.code, error.message, error.messageEn);
    const err = error as FastifyError;

    if (hasZodFastifySchemaValidationErrors(err)) {
      const where =
        err.validationContext === 'querystring' ? 'query' : (err.validationContext ?? 'body');
      const msgs = err.validation.map((v) => {
        const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const label = field || where;
        return `${label}: ${v.message ?? 'invalid'}`;
      });
      const text = `参数错误 ${msgs.join('; ')}`;
      return sendError(req, reply, 1001, text, `Invalid input ${msgs.join('; ')}`);
    }

    if (isResponseSerializationError(err)) {
      req.log.error({ err, cause: err.cause }, 'response did not match its schema');
      return sendError(req, reply, 5000);
    }

    if (err.statusCode === 429) return sendError(req, reply, 4001);

    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, oversized body, ...
      const detail = clientErrorText(err);
      return sendError(
        req,
        reply,
        1001,
        `请求无效：${detail.zh}`,
        `Invalid request: ${detail.en}`,
        err.statusCode === 413 ? 413 : 400,
      );
    }

    req.log.error({ err }, 'unhandled error');
    return sendError(req, reply, 5000);
  });

  app.setNotFoundHandler((req, reply) =>
    sendError(
      req,
      reply,
      2001,
      `接口不存在：${req.method} ${req.url.split('?')[0]}`,
      `No such call: ${req.method} ${req.url.split('?')[0]}`,
    ),
  );
}

function clientErrorText(err: FastifyError): { zh: string; en: string } {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { zh: '请求体不是合法的 JSON', en: 'body is not valid JSON' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { zh: '请求体为空', en: 'body must not be empty' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { zh: '请求体过大', en: 'body is too large' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        zh: '不支持的 Content-Type，请使用 application/json',
        en: 'unsupported content type, use application/json',
      };
    default:
      if (err instanceof SyntaxError)
        return { zh: '请求体不是合法的 JSON', en: 'body is not valid JSON' };
      return { zh: err.message, en: err.message };
  }
}
