import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { freshDatabase } from './helpers.ts';
import { productionEnv } from './productionEnv.ts';
import { clientLogin, sendSms } from '@school/contract/api/basic';

/**
 * Production with the real SMS provider (a stand-in for Aliyun on 127.0.0.1), everything logged
 * down to trace: a sent code, a refused send, a wrong and a right login leave no code in the log.
 */
describe('the production log', () => {
  let aliyun: Server;
  let app: FastifyInstance;
  let database: Database;
  const sent: string[] = [];
  let log = '';

  beforeAll(async () => {
    let calls = 0;
    aliyun = createServer((req, res) => {
      const param = new URL(req.url!, 'http://x').searchParams.get('TemplateParam')!;
      sent.push((JSON.parse(param) as { code: string }).code);
      // The first send is refused, as Aliyun does past its own limits.
      const body =
        calls++ === 0 ? { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: 'limit' } : { Code: 'OK' };
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(body));
    });
    await new Promise<void>((r) => aliyun.listen(0, '127.0.0.1', r));
    const port = (aliyun.address() as AddressInfo).port;
    const config = loadConfig(
      productionEnv({
        LOG_LEVEL: 'trace',
        ALIYUN_SMS_ENDPOINT: `http://127.0.0.1:${port}/`,
        JOBS_ENABLED: 'false',
        WEB_DIST: '/nonexistent',
      }),
    );
    database = await freshDatabase();
    app = await buildApp(config, { database, logStream: { write: (line) => (log += line) } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    aliyun.close();
  });

  it('never holds an SMS code', async () => {
    const phone = '13912345678';
    const send = () =>
      app.inject({ method: 'POST', url: sendSms.path, payload: { phone, type: 'login' } });
    expect((await send()).json().code).toBe(5000);
    expect((await send()).json().code).toBe(0);
    const code = sent.at(-1)!;
    const wrong = code === '000000' ? '111111' : '000000';
    const results: number[] = [];
    for (const c of [wrong, code]) {
      const res = await app.inject({
        method: 'POST',
        url: clientLogin.path,
        payload: { phone, code: c, agreed: true },
      });
      results.push(res.json<{ code: number }>().code);
    }
    expect(results).toEqual([1001, 0]);
    expect(sent).toHaveLength(2);
    expect(log).toContain('SMS provider failed');
    expect(log).toContain('/client_login');
    // As a number of its own (timestamps and ids are longer runs of digits).
    for (const c of sent) expect(log).not.toMatch(new RegExp(`(?<!\\d)${c}(?!\\d)`));
  });
});
