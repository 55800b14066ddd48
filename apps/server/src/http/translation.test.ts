import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import type { SchoolTexts } from '../modules/i18n/schoolTexts.ts';
import { translation } from './translation.ts';

/** The translation hook alone: a bare Fastify app, the plugin, and a stand-in for the texts. */
describe('translation plugin', () => {
  let app: FastifyInstance;
  let swaps = 0;
  const texts = {
    async localize(data: unknown) {
      swaps++;
      return JSON.parse(JSON.stringify(data).replaceAll('耐心', 'Patient')) as unknown;
    },
  } as unknown as SchoolTexts;
  const answer = { code: 0, message: 'success', data: { tag: '耐心' } };

  beforeAll(async () => {
    app = Fastify();
    await app.register(translation, { texts });
    app.get('/tags', { config: { translate: true } }, async () => answer);
    app.get('/editor', { config: { translate: false } }, async () => answer);
    app.get('/refused', { config: { translate: true } }, async (_req, reply) =>
      reply.code(400).send({ code: 1001, message: '耐心', data: { tag: '耐心' } }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, lang?: string) =>
    app.inject({ method: 'GET', url, headers: lang ? { 'accept-language': lang } : {} });

  it('puts the school’s texts of a success answer in English for an English caller', async () => {
    expect((await get('/tags', 'en-GB,en;q=0.9')).json()).toEqual({
      ...answer,
      data: { tag: 'Patient' },
    });
  });

  it('leaves Chinese answers, routes without translate and error answers as they are', async () => {
    swaps = 0;
    expect((await get('/tags')).json()).toEqual(answer);
    expect((await get('/tags', 'zh-CN')).json()).toEqual(answer);
    expect((await get('/editor', 'en')).json()).toEqual(answer);
    expect((await get('/refused', 'en')).json()).toMatchObject({ data: { tag: '耐心' } });
    expect(swaps).toBe(0);
  });
});
