import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The relayed classroom test's own world (issue 31): a local coturn with `use-auth-secret`, and a
 * server of its own whose tickets carry TURN credentials from the same secret and tell the
 * browsers to use nothing but the relay (ICE_TRANSPORT_POLICY=relay). Both are child processes
 * of the test, stopped at its end; the coturn can be stopped and started again (the drop).
 */

const TURNSERVER = process.env.TURNSERVER_PATH ?? '/usr/bin/turnserver';
/** coturn's listening port and relay ports (E2E_TURN_PORT, E2E_TURN_RELAY_PORTS=min-max). */
const TURN_PORT = Number(process.env.E2E_TURN_PORT ?? 3478);
const [RELAY_MIN, RELAY_MAX] = (process.env.E2E_TURN_RELAY_PORTS ?? '49160-49200')
  .split('-')
  .map(Number) as [number, number];

/**
 * Whether something answers a STUN Binding request on 127.0.0.1:port (UDP) within `timeoutMs`.
 * The bench's classroom section polls it to time the relay's return.
 */
export async function stunAnswers(port: number, timeoutMs: number): Promise<boolean> {
  const socket = createSocket('udp4');
  const request = Buffer.alloc(20);
  request.writeUInt16BE(0x0001, 0); // Binding request, no attributes
  request.writeUInt32BE(0x2112a442, 4); // magic cookie
  randomBytes(12).copy(request, 8);
  try {
    return await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      socket.on('message', (m) => {
        if (m.readUInt16BE(0) === 0x0101) {
          clearTimeout(timer);
          resolve(true);
        }
      });
      socket.on('error', () => undefined);
      socket.send(request, port, '127.0.0.1');
    });
  } finally {
    socket.close();
  }
}

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not come up within ${timeoutMs} ms`);
}

/** Children still running when the test process ends (a crash, Ctrl-C) go with it. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const c of running) c.kill('SIGKILL');
});
function track(child: ChildProcess): ChildProcess {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

function stopChild(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 3_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export interface Coturn {
  secret: string;
  url: string;
  /** (Re)starts coturn and resolves when it answers. */
  start(): Promise<void>;
  /** Stops it: the relay, and with it every relayed media path, is gone. */
  stop(): Promise<void>;
}

export interface CoturnPorts {
  /** Listening port (UDP); default E2E_TURN_PORT or 3478. */
  port?: number;
  /** Relay ports, min and max; default E2E_TURN_RELAY_PORTS or 49160-49200. */
  relayPorts?: [number, number];
}

/**
 * A coturn on 127.0.0.1 with a fresh secret, relaying between loopback addresses. The bench's
 * classroom section (bench/lib/classroom.ts) uses it too, on ports of its own so that it can run
 * beside a browser test's coturn.
 */
export function coturn(ports: CoturnPorts = {}): Coturn {
  if (!existsSync(TURNSERVER))
    throw new Error(`${TURNSERVER} is missing: apt-get install coturn (as .ci/run does)`);
  const port = ports.port ?? TURN_PORT;
  const [relayMin, relayMax] = ports.relayPorts ?? [RELAY_MIN, RELAY_MAX];
  const secret = randomBytes(24).toString('hex');
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-coturn-'));
  const config = path.join(dir, 'turnserver.conf');
  writeFileSync(
    config,
    [
      'listening-ip=127.0.0.1',
      'relay-ip=127.0.0.1',
      `listening-port=${port}`,
      `min-port=${relayMin}`,
      `max-port=${relayMax}`,
      'use-auth-secret',
      `static-auth-secret=${secret}`,
      'realm=school.test',
      'fingerprint',
      'no-tls',
      'no-dtls',
      'no-tcp',
      'no-cli',
      'no-multicast-peers',
      // Both browsers are on this machine: their relayed addresses are loopback ones.
      'allow-loopback-peers',
      `userdb=${path.join(dir, 'turndb')}`,
      `pidfile=${path.join(dir, 'turnserver.pid')}`,
      'log-file=stdout',
      'simple-log',
      '',
    ].join('\n'),
  );
  let child: ChildProcess | null = null;
  let log = '';
  return {
    secret,
    url: `turn:127.0.0.1:${port}?transport=udp`,
    async start() {
      if (await stunAnswers(port, 300))
        throw new Error(`UDP port ${port} is taken: set E2E_TURN_PORT to a free one`);
      const proc = track(spawn(TURNSERVER, ['-c', config], { stdio: ['ignore', 'pipe', 'pipe'] }));
      child = proc;
      proc.stdout?.on('data', (d: Buffer) => (log = (log + d.toString()).slice(-4000)));
      proc.stderr?.on('data', (d: Buffer) => (log = (log + d.toString()).slice(-4000)));
      await waitUntil(async () => {
        if (proc.exitCode !== null) throw new Error(`coturn exited:\n${log}`);
        return stunAnswers(port, 200);
      }, 'coturn');
    },
    async stop() {
      await stopChild(child);
      child = null;
    },
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export interface RelayServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * The built server on a fresh embedded database with the demo data (its demo lesson's classroom
 * open at once), handing out TURN credentials of `turn` and the relay-only policy.
 */
export async function relayServer(turn: Coturn): Promise<RelayServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-relay-data-'));
  const child = track(
    spawn(process.execPath, ['../apps/server/dist/main.js'], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        DEMO_DATA: 'true',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        RATE_LIMIT_MAX: '100000',
        SMS_IP_HOURLY_MAX: '1000',
        REDIS_URL: '',
        ICE_SERVERS: '[]',
        TURN_URLS: turn.url,
        TURN_SECRET: turn.secret,
        ICE_TRANSPORT_POLICY: 'relay',
        // Not what this test is about, and recording both videos costs the browsers much CPU.
        RECORDING_ENABLED: 'false',
      },
    }),
  );
  let errors = '';
  child.stderr?.on('data', (d: Buffer) => (errors = (errors + d.toString()).slice(-4000)));
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntil(
      async () => {
        if (child.exitCode !== null) throw new Error(`the relay test's server exited:\n${errors}`);
        return fetch(`${baseURL}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
      },
      "the relay test's server",
      150_000,
    );
  } catch (e) {
    await stop();
    throw e;
  }
  return { baseURL, stop };
}
