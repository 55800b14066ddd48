import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';
import { prefersEnglish, sendError } from './envelope.ts';
import { fieldErrorData, fieldLabel, fieldPath, splitFieldMessage } from './fieldErrors.ts';

/**
 * The single error handler: every failure leaves as the envelope `{ code, message, data }`, `data`
 * null except a 1001 about input fields, whose `data` names them (`{ field, errors }`, decision
 * 0015) while `message` is text for people. Unknown routes 2001; nothing internal (stack, SQL)
 * reaches a client.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: unknown, req, reply) => {
    if (error instanceof AppError) return sendAppError(req, reply, error);
    const err = error as FastifyError;

    if (hasZodFastifySchemaValidationErrors(err)) {
      const where =
        err.validationContext === 'querystring' ? 'query' : (err.validationContext ?? 'body');
      const en = prefersEnglish(req);
      const errors = err.validation.map((v) => {
        const field = fieldPath(v.instancePath) || where;
        const rule = v.message ?? 'invalid';
        // The contract's rules are written in English: a Chinese reader gets the name of a field
        // people fill in; a field no form shows (a caller's mistake) keeps the rule as it is.
        const label = fieldLabel(field);
        const message = en || !label || /[\u4e00-\u9fff]/.test(rule) ? rule : `请检查${label.zh}`;
        return { field, message };
      });
      const text = [...new Set(errors.map((e) => e.message))].join('；');
      return sendError(req, reply, 1001, text, text, 400, fieldErrorData(errors));
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

/**
 * An AppError: a 1001 with a field (given, or written before the message as "field: …") says it
 * in `data`; its message loses the field's API name.
 */
function sendAppError(req: FastifyRequest, reply: FastifyReply, error: AppError) {
  if (error.code !== 1001) return sendError(req, reply, error.code, error.message, error.messageEn);
  const zh = splitFieldMessage(error.message);
  const en = error.messageEn ? splitFieldMessage(error.messageEn) : null;
  const field = error.field ? fieldPath(error.field) : (zh?.field ?? en?.field);
  const zhText = zh?.text ?? error.message;
  const enText = en?.text ?? error.messageEn;
  if (!field) return sendError(req, reply, 1001, zhText, enText);
  const shown = prefersEnglish(req) && enText ? enText : zhText;
  return sendError(
    req,
    reply,
    1001,
    zhText,
    enText,
    400,
    fieldErrorData([{ field, message: shown }]),
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
