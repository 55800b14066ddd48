import { mkdtemp } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer } from './process.ts';

// The process tests run once, on the embedded database's run; the PostgreSQL run adds nothing.
// A start that succeeds and stops on SIGTERM is in shutdown.test.ts.
const once = process.env.TEST_DB === 'postgres';

/** A start that must fail: exit code 1 and one line that names the setting. */
async function failedStart(env: Record<string, string>, setting: string) {
  const s = startServer(env);
  const code = await s.exited;
  expect({ code, lines: s.lines() }).toEqual({
    code: 1,
    lines: [expect.stringContaining(setting)],
  });
  return s.lines()[0]!;
}

describe.skipIf(once)('starting the server process', () => {
  it('refuses to start on a bad setting and names it', async () => {
    const line = await failedStart({ PORT: 'abc' }, 'PORT="abc": must be a number');
    expect(line).toMatch(/^Invalid configuration: /);
  }, 30_000);

  it('production refuses the stand-ins, one line each naming the setting', async () => {
    const s = startServer({ NODE_ENV: 'production', AUTH_SECRET: 'a-production-secret-0123' });
    expect(await s.exited).toBe(1);
    expect(s.lines()).toEqual([
      expect.stringMatching(/^Invalid configuration: SMS_PROVIDER=outbox: must be aliyun/),
      expect.stringMatching(
        /^Invalid configuration: PAYMENT_PROVIDER=sandbox: must name a real payment gateway/,
      ),
      expect.stringMatching(/^Invalid configuration: PAYMENT_SANDBOX_SECRET: must be set/),
    ]);
  }, 30_000);

  it('an unusable DATA_DIR stops the start at once', async () => {
    const started = Date.now();
    const line = await failedStart({ DATA_DIR: '/proc/x' }, 'DATA_DIR="/proc/x"');
    expect(line).toMatch(/^Cannot start: DATA_DIR="\/proc\/x": the folder cannot be made/);
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 30_000);

  it('an unreachable database stops the start with one line', async () => {
    const line = await failedStart(
      {
        DATABASE_URL: 'postgres://school:secret-pw@127.0.0.1:1/school',
        DATA_DIR: await mkdtemp(path.join(tmpdir(), 'main-test-')),
      },
      'DATABASE_URL=postgres://school:***@127.0.0.1:1/school',
    );
    expect(line).toContain('cannot reach PostgreSQL (');
    expect(line).not.toContain('secret-pw');
  }, 30_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a missing database stops the start with one line (needs TEST_DATABASE_URL)',
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = '/no_such_school_database';
      const line = await failedStart(
        {
          DATABASE_URL: url.toString(),
          DATA_DIR: await mkdtemp(path.join(tmpdir(), 'main-test-')),
        },
        'the database "no_such_school_database" does not exist',
      );
      expect(line).toMatch(/^Cannot start: DATABASE_URL=/);
    },
    30_000,
  );

  it('an unreachable Redis stops the start with one line, before the database opens', async () => {
    const line = await failedStart(
      {
        REDIS_URL: 'redis://127.0.0.1:1',
        DATA_DIR: await mkdtemp(path.join(tmpdir(), 'main-test-')),
      },
      'REDIS_URL=redis://127.0.0.1:1: cannot reach Redis',
    );
    expect(line).toMatch(/^Cannot start: /);
  }, 30_000);

  it('a port in use stops the start with one line', async () => {
    const other = createServer();
    await new Promise<void>((r) => other.listen({ host: '127.0.0.1', port: 0 }, r));
    const port = (other.address() as AddressInfo).port;
    try {
      const line = await failedStart(
        { PORT: String(port), DATA_DIR: await mkdtemp(path.join(tmpdir(), 'main-test-')) },
        `PORT=${port}: the port is in use`,
      );
      expect(line).toMatch(/^Cannot start: /);
    } finally {
      other.close();
    }
  }, 30_000);
});
