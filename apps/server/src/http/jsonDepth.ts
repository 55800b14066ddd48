import type { FastifyInstance } from 'fastify';
import { invalid } from './errors.ts';

/**
 * How deep a JSON body may nest. The deepest body a call takes (an exam's questions with their
 * choices, a lesson outline) is a handful of levels; 32 leaves room and stops a body nested
 * 8,000 deep, which overflowed the stack of the recursive walks after parsing (the text check,
 * the schema) and answered 500 (issue 25).
 */
export const JSON_DEPTH_MAX = 32;

/**
 * The nesting depth of JSON text, counted on the characters (brackets outside strings), without
 * recursion: it stops as soon as `max` is passed, so the cost is one pass over the body at most.
 * Returns max + 1 for text deeper than max.
 */
export function jsonDepth(text: string, max = JSON_DEPTH_MAX): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > deepest) {
        deepest = depth;
        if (deepest > max) return max + 1;
      }
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

/**
 * The application's JSON parser: Fastify's own (secure-json-parse, proto poisoning refused), with
 * the depth checked first, once for every call, before anything walks the body. Too deep: 1001
 * naming the body. Scopes with parsers of their own (payment notifications, recording chunks)
 * read their bodies themselves.
 */
export function registerJsonParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string;
    if (jsonDepth(text) > JSON_DEPTH_MAX)
      return done(
        invalid(
          `参数错误 body: 嵌套不能超过 ${JSON_DEPTH_MAX} 层`,
          `Invalid input body: must not nest deeper than ${JSON_DEPTH_MAX} levels`,
          'body',
        ),
        undefined,
      );
    parse(req, text, done);
  });
}
