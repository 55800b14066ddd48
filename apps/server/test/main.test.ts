import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      LOG_LEVEL: 'info',
      DEMO_DATA: 'false',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitFor(check: () => boolean, ms: number) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('main', () => {
  it('refuses to start on a bad setting and names it', async () => {
    const s = start({ PORT: 'abc' });
    expect(await s.exited).toBe(1);
    expect(s.output()).toContain('PORT="abc": must be a number');
  }, 30_000);

  // The process test runs once, on the embedded database; the PostgreSQL run adds nothing to it.
  it.skipIf(process.env.TEST_DB === 'postgres')(
    'listens, answers, and shuts down cleanly on SIGTERM',
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'main-test-'));
      const s = start({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });
      let child: ChildProcess | undefined = s.child;
      try {
        await waitFor(() => /ready on http:\/\/127\.0\.0\.1:\d+/.test(s.output()), 25_000);
        const port = /127\.0\.0\.1:(\d+)/.exec(s.output())![1];
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        expect(((await res.json()) as { data: { database: string } }).data.database).toBe('pglite');
        s.child.kill('SIGTERM');
        expect(await s.exited).toBe(0);
        child = undefined;
        expect(s.output()).toContain('shutting down');
      } finally {
        child?.kill('SIGKILL');
      }
    },
    40_000,
  );
});
