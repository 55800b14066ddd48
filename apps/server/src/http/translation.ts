import fp from 'fastify-plugin';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  RouteOptions,
} from 'fastify';
import { langOf, type SchoolTexts } from '../modules/i18n/schoolTexts.ts';
import { addRouteHook } from './routeHooks.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The school's texts in this route's answers follow the caller's language (decision 0019). */
    translate?: boolean;
  }
}

interface Envelope {
  code: number;
  data: unknown;
}

const isSuccess = (payload: unknown): payload is Envelope =>
  typeof payload === 'object' && payload !== null && (payload as Envelope).code === 0;

/**
 * The school's texts in the caller's language: for every route with `config.translate`, a
 * `preSerialization` hook swaps each Chinese text the school wrote in a success envelope's `data`
 * for its English when `Accept-Language` asks for English (modules/i18n/schoolTexts.ts). Chinese
 * answers pass through without a promise. Routes whose answers carry both languages (the
 * console's editors, `{ zh, en }`) leave `translate` off: the swap would turn `zh` into English.
 * Runs before the serializer, so the public cache keeps the answer in the caller's language.
 */
export const translation = fp(
  (app: FastifyInstance, opts: { texts: SchoolTexts }, done: HookHandlerDoneFunction) => {
    const hook = (
      req: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      next: (err: Error | null, payload?: unknown) => void,
    ) => {
      if (langOf(req.headers['accept-language']) !== 'en' || !isSuccess(payload))
        return next(null, payload);
      opts.texts.localize(payload.data, 'en').then(
        (data) => next(null, { ...payload, data }),
        (err: Error) => next(err),
      );
    };
    app.addHook('onRoute', (route: RouteOptions) => {
      if (route.config?.translate) addRouteHook(route, 'preSerialization', hook);
    });
    done();
  },
  { name: 'translation', fastify: '5.x' },
);
