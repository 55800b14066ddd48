import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';

/**
 * Every child process, browser and temporary resource of a bench run registers a clean-up here, so
 * that a normal end, an error and Ctrl-C all leave nothing running.
 */
type Cleanup = () => Promise<void> | void;
const cleanups: Cleanup[] = [];
const liveChildren = new Set<ChildProcess>();

export function onCleanup(fn: Cleanup): () => void {
  cleanups.push(fn);
  return () => {
    const i = cleanups.indexOf(fn);
    if (i >= 0) cleanups.splice(i, 1);
  };
}

let cleaning: Promise<void> | undefined;
/** Runs every registered clean-up once, newest first. */
export function cleanupAll(): Promise<void> {
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      const fn = cleanups.pop()!;
      try {
        await fn();
      } catch (err) {
        console.error(`clean-up failed: ${(err as Error).message}`);
      }
    }
  })();
  return cleaning;
}

/** Ctrl-C, SIGTERM and crashes stop every child before the bench exits. */
export function installExitHandlers(): void {
  const bail = (code: number, why: string) => {
    console.error(`\n${why}: stopping child processes...`);
    void cleanupAll().finally(() => process.exit(code));
  };
  process.once('SIGINT', () => bail(130, 'interrupted'));
  process.once('SIGTERM', () => bail(143, 'terminated'));
  process.on('uncaughtException', (err) => {
    console.error(err);
    bail(1, 'uncaught exception');
  });
  process.on('unhandledRejection', (err) => {
    console.error(err);
    bail(1, 'unhandled rejection');
  });
  // Last resort if the process exits without the clean-ups having finished.
  process.on('exit', () => {
    for (const child of liveChildren) child.kill('SIGKILL');
  });
}

export interface Child {
  name: string;
  proc: ChildProcess;
  /** The last lines the child wrote (stdout and stderr). */
  tail(): string;
  /** The error lines of what the child wrote, in one short line, for a reason in the table. */
  problem(): string;
  /** Resolves with the exit code (or signal name) when the child has exited. */
  exited: Promise<number | string>;
  hasExited(): boolean;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves when the child is gone. */
  stop(graceMs?: number): Promise<void>;
}

export function spawnChild(
  name: string,
  command: string,
  args: string[],
  opts: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Child {
  const proc = spawn(command, args, {
    cwd: opts.cwd,
    env: opts.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  liveChildren.add(proc);
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  let done = false;
  const exited = new Promise<number | string>((resolve) => {
    proc.once('exit', (code, signal) => {
      done = true;
      liveChildren.delete(proc);
      resolve(code ?? signal ?? 'unknown');
    });
    proc.once('error', (err) => {
      done = true;
      liveChildren.delete(proc);
      lines.push(`spawn error: ${err.message}`);
      resolve('spawn-error');
    });
  });
  const child: Child = {
    name,
    proc,
    tail: () => lines.slice(-30).join('\n'),
    problem: () => summarizeOutput(lines),
    exited,
    hasExited: () => done,
    async stop(graceMs = 5000) {
      if (done) return;
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
  const unregister = onCleanup(() => child.stop());
  void exited.then(unregister);
  return child;
}

/**
 * The lines that say what went wrong (error messages and their causes), not stack frames or the
 * fields of an error object; at most three, shortened.
 */
function summarizeOutput(lines: string[]): string {
  const errorLines = lines
    .map((l) => l.trim())
    .filter((l) => /error|invalid|must be|"level":(50|60)/i.test(l))
    .filter((l) => !/^at\s|^\w+: (undefined|'\w*'),?$/.test(l));
  const picked = [...new Set(errorLines)]
    .slice(0, 3)
    .map((l) => (l.length > 160 ? l.slice(0, 157) + '...' : l));
  return picked.join(' | ') || lines.at(-1)?.trim() || '(no output)';
}

/** A TCP port that is free right now on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** One GET with a fresh connection; resolves with the status code, or 0 when nothing answers. */
export function probe(url: string, timeoutMs = 1000): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
    });
    req.once('timeout', () => req.destroy());
    req.once('error', () => resolve(0));
  });
}

/**
 * Polls `url` every `intervalMs` until it answers 200. Fails early, with the child's last output,
 * when the child exits first.
 */
export async function waitFor200(
  url: string,
  child: Child,
  { timeoutMs = 30_000, intervalMs = 10 } = {},
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.hasExited()) {
      const code = await child.exited;
      console.error(`${child.name} exited (${code}); its last output:\n${indent(child.tail())}`);
      throw new Error(`${child.name} exited (${code}) before answering: ${child.problem()}`);
    }
    if ((await probe(url)) === 200) return;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  console.error(`${child.name} did not get ready; its last output:\n${indent(child.tail())}`);
  throw new Error(`${child.name}: ${url} did not answer 200 within ${timeoutMs} ms`);
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((l) => `    ${l}`)
    .join('\n');
}
