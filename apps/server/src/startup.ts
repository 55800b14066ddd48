import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Config } from './config.ts';
import { uploadsDir } from './providers/storage/index.ts';

/**
 * A start that cannot go on, for a reason the operator can fix: its message is one line naming
 * the cause and the setting. main.ts prints it and exits with 1, without a stack trace.
 */
export class StartupError extends Error {}

const reason = (err: unknown) => {
  const e = err as NodeJS.ErrnoException;
  if (!e?.message) return String(err);
  return e.code && !e.message.startsWith(e.code) ? `${e.code}: ${e.message}` : e.message;
};

/**
 * Makes a folder and its missing parents one level at a time. Node's own recursive mkdir never
 * returns for some paths (under /proc it loops on ENOENT), which made a bad DATA_DIR hang the start.
 */
async function makeFolder(dir: string): Promise<void> {
  const info = await stat(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return undefined;
    throw err;
  });
  if (info?.isDirectory()) return;
  if (info) throw Object.assign(new Error(`${dir} is a file, not a folder`), { code: 'ENOTDIR' });
  const parent = path.dirname(dir);
  if (parent !== dir) await makeFolder(parent);
  await mkdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'EEXIST') throw err;
  });
}

/**
 * DATA_DIR (the embedded database, local uploads) is made if missing and must be writable; its
 * `uploads` folder is made too, so the first start serves /uploads/ without a warning.
 */
export async function prepareDataDir(config: Config): Promise<void> {
  const local = config.STORAGE_PROVIDER === 'local';
  if (config.databaseKind !== 'pglite' && !local) return;
  const dir = path.resolve(config.DATA_DIR);
  try {
    await makeFolder(dir);
    const probe = path.join(dir, `.write-test-${process.pid}`);
    await writeFile(probe, '');
    await rm(probe, { force: true });
    if (local) await makeFolder(uploadsDir(config));
  } catch (err) {
    throw new StartupError(
      `DATA_DIR=${JSON.stringify(config.DATA_DIR)}: the folder cannot be made or written (${reason(err)})`,
    );
  }
}

/** The message of a failed listen on HOST:PORT (before start, and should listen itself fail). */
export function listenError(err: unknown, config: Config): StartupError | undefined {
  const code = (err as NodeJS.ErrnoException).code;
  const where = `${config.HOST}:${config.PORT}`;
  if (code === 'EADDRINUSE')
    return new StartupError(
      `PORT=${config.PORT}: the port is in use on ${config.HOST} (another program listens on ${where}; stop it or choose another PORT)`,
    );
  if (code === 'EACCES')
    return new StartupError(
      `PORT=${config.PORT}: not allowed to listen on ${where} (ports below 1024 need privileges)`,
    );
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
    return new StartupError(`HOST=${config.HOST}: not an address of this machine (${code})`);
  return undefined;
}

/**
 * Fails fast when HOST:PORT cannot be listened on, before the database is opened (a first start
 * of the embedded database takes seconds).
 */
export async function checkPortFree(config: Config): Promise<void> {
  if (config.PORT === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (err) => reject(listenError(err, config) ?? err));
    probe.listen({ host: config.HOST, port: config.PORT, exclusive: true }, () =>
      probe.close(() => resolve()),
    );
  });
}

/** A URL setting (DATABASE_URL, REDIS_URL) without its password, for messages. */
export function safeUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable URL)';
  }
}

/** A failure to open the configured database, as one line naming the setting. */
export function databaseError(err: unknown, config: Config): Error {
  if (config.databaseKind === 'pglite')
    return new StartupError(
      `DATA_DIR=${JSON.stringify(config.DATA_DIR)}: the embedded database could not be opened (${reason(err)})`,
    );
  const e = err as { code?: string; message?: string };
  const url = safeUrl(config.DATABASE_URL!);
  const name = decodeURIComponent(new URL(config.DATABASE_URL!).pathname.slice(1)) || '(default)';
  switch (e.code) {
    case '3D000':
      return new StartupError(
        `DATABASE_URL=${url}: the database "${name}" does not exist (create it, e.g. createdb ${name})`,
      );
    case '28P01':
    case '28000':
      return new StartupError(`DATABASE_URL=${url}: PostgreSQL refused the login (${e.message})`);
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return new StartupError(`DATABASE_URL=${url}: cannot reach PostgreSQL (${reason(err)})`);
  }
  if (/timeout|terminated/i.test(e.message ?? ''))
    return new StartupError(`DATABASE_URL=${url}: cannot reach PostgreSQL (${e.message})`);
  return err as Error;
}
