import { spawn } from 'node:child_process';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..');

/** The real server process (src/main.ts through tsx), its output collected. */
export function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      DEMO_DATA: 'false',
      WEB_DIST: '/nonexistent',
      HOST: '127.0.0.1',
      // CI's REDIS_URL is for the tests of the shared limiter; a test names it when it wants it.
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => output,
    /** Output lines that are not blank. */
    lines: () => output.split('\n').filter((l) => l.trim() !== ''),
    /** Resolves with the port once the server says it is ready. */
    async ready(ms: number): Promise<number> {
      await waitFor(
        () => /ready on http:\/\/127\.0\.0\.1:\d+/.test(output),
        ms,
        () => output,
      );
      return Number(/ready on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)![1]);
    },
  };
}

export async function waitFor(check: () => boolean, ms: number, context = () => '') {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out; output so far:\n${context()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
