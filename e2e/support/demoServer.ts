import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * One browser worker's own school: the built server on a fresh embedded database with demo data,
 * and a fake WeChat Pay beside it (nothing reaches WeChat). Worker n (Playwright's parallel index,
 * 0 to workers - 1) listens on E2E_PORT + n and its fake on E2E_PORT + 100 + n, with its own data
 * folder, so workers run side by side without sharing a row: a test that changes the demo school
 * (a booking, a new privacy version, a teacher edited in the console) changes it for the tests of
 * its own worker only, as it did for the tests after it on the one server of earlier runs.
 */

const root = path.resolve(import.meta.dirname, '../..');
const BASE_PORT = Number(process.env.E2E_PORT ?? 8181);

export interface DemoServer {
  url: string;
  stop(): Promise<void>;
}

const rsa = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

/** Waits until `url` answers 200, or the process has exited, or `ms` passed. */
async function healthy(url: string, child: ChildProcess, output: () => string, ms: number) {
  const until = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the process exited (${child.exitCode}):\n${output()}`);
    const ok = await fetch(url)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    if (Date.now() > until) throw new Error(`${url} did not answer in ${ms} ms:\n${output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function start(command: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, command, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (d: Buffer) => {
    errors += d.toString();
    // What the server says at warn and above is shown, as the webServer entry showed it.
    process.stderr.write(d);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killed);
    }
  };
  return { child, output: () => errors, stop };
}

/** Starts worker `index`'s fake WeChat Pay and server; resolves once both answer. */
export async function startDemoServer(index: number): Promise<DemoServer> {
  const port = BASE_PORT + index;
  const fakePort = BASE_PORT + 100 + index;
  const merchantKeys = rsa();
  const platformKeys = rsa();
  const wechat = {
    WECHAT_MCH_ID: '1900000109',
    WECHAT_APP_ID: 'wxe2e0000000000001',
    WECHAT_APP_SECRET: 'e2e-official-account-secret',
    WECHAT_API_V3_KEY: randomBytes(16).toString('hex'),
    WECHAT_MCH_SERIAL: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    WECHAT_PLATFORM_SERIAL: 'PUB_KEY_ID_0119000001092026112500000000E2E',
  };
  const dataDir = mkdtempSync(path.join(tmpdir(), `e2e-data-${index}-`));

  const fake = start(['--import', 'tsx', 'apps/server/src/providers/payment/wechatFakeMain.ts'], {
    ...wechat,
    WECHAT_FAKE_PORT: String(fakePort),
    WECHAT_FAKE_MERCHANT_PUBLIC_KEY: merchantKeys.publicKey,
    WECHAT_FAKE_PLATFORM_PRIVATE_KEY: platformKeys.privateKey,
  });
  const server = start(['apps/server/dist/main.js'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    // Every test logs in like a user from the same address; lift the per-address caps.
    RATE_LIMIT_MAX: '100000',
    SMS_IP_HOURLY_MAX: '1000',
    // The limiter counts in memory, not in a Redis that CI's REDIS_URL points other tests at.
    REDIS_URL: '',
    // The replay test ends its lesson early (a slot lasts 30 minutes); the sign-in helpers let
    // the 60 s SMS rule pass instead of sitting it out.
    E2E_TEST_HOOKS: 'true',
    // WeChat Pay beside the sandbox (still the preferred one), against this worker's fake.
    ...wechat,
    WECHAT_MCH_PRIVATE_KEY: merchantKeys.privateKey,
    WECHAT_PLATFORM_PUBLIC_KEY: platformKeys.publicKey,
    WECHAT_GATEWAY: `http://127.0.0.1:${fakePort}`,
  });
  const stop = async () => {
    await Promise.all([server.stop(), fake.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await Promise.all([
      healthy(`http://127.0.0.1:${fakePort}/health`, fake.child, fake.output, 60_000),
      healthy(`${url}/api/health`, server.child, server.output, 120_000),
    ]);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, stop };
}
