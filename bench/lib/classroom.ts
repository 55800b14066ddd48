import { createSocket } from 'node:dgram';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import {
  childInTeacherAtDoor,
  enterRoom,
  person,
  seesTheOther,
  selectedPair,
  videoPlaysAgainAt,
} from '../../e2e/support/classroom.ts';
import { CHROMIUM_ARGS, FAKE_MEDIA_ARGS } from '../../e2e/support/chromium.ts';
import { coturn, stunAnswers, type Coturn } from '../../e2e/support/relay.ts';
import { chromeProblem, chromePath } from './lighthouse.ts';
import { log } from './log.ts';
import { onCleanup } from './processes.ts';
import { figure, type Figure } from './report.ts';
import { startSchoolServer, tempDir } from './servers.ts';
import { benchPhone, classroom as budget } from './targets.ts';

/**
 * The classroom across a network where the browsers cannot meet directly (issue 31), timed: the
 * flow of e2e/tests/relay.spec.ts, whose helpers (e2e/support: person, device check, login,
 * "plays again", coturn) this imports. They take Playwright's `expect` (which works outside the
 * test runner) but not the runner's `test` fixture (e2e/support/test.ts), which starts servers
 * of its own. A local coturn, the built server handing out its TURN credentials with the
 * relay-only policy, and one Chromium with two contexts (the child, the teacher) and the fake
 * camera and microphone of e2e/playwright.config.ts.
 */

const group = 'Classroom through a TURN relay (Chromium)';
const JOIN = 'join: later entry -> both remote videos playing';
const RECONNECT = `reconnection after a >= ${budget.dropSeconds} s relay drop`;
const TURNSERVER = process.env.TURNSERVER_PATH ?? '/usr/bin/turnserver';

/** As e2e/playwright.config.ts launches Chromium, with the fake camera and microphone. */
const chromiumArgs = [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS];

export interface ClassroomResult {
  figures: Figure[];
  details: Record<string, unknown>;
}

function figures(
  joinS: number | null,
  reconnectS: number | null,
  notes: { join?: string; reconnect?: string },
): Figure[] {
  return [
    figure({
      group,
      name: JOIN,
      unit: 's',
      value: joinS,
      budget: { on: 'value', op: '<=', limit: budget.maxJoinSeconds },
      note: notes.join,
    }),
    figure({
      group,
      name: RECONNECT,
      unit: 's',
      value: reconnectS,
      budget: { on: 'value', op: '<=', limit: budget.maxReconnectSeconds },
      note: notes.reconnect,
    }),
  ];
}

/** Both figures unavailable, with the reason (no Chromium, no coturn, a step that failed). */
export function unavailableClassroom(reason: string): ClassroomResult {
  const note = `classroom: unavailable, ${reason}`;
  return { figures: figures(null, null, { join: note, reconnect: note }), details: { reason } };
}

/** A UDP port free right now on 127.0.0.1, for coturn to listen on. */
function freeUdpPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = createSocket('udp4');
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => {
      const { port } = socket.address();
      socket.close(() => resolve(port));
    });
  });
}

/** A watcher's promise that may be left behind when a step fails: its failure is not unhandled. */
function quiet<T>(p: Promise<T>): Promise<T> {
  p.catch(() => undefined);
  return p;
}

/** The moment (epoch ms) coturn first answers a STUN request, asked every ~25 ms. */
async function relayAnswers(port: number, timeoutMs = 20_000): Promise<number> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) if (await stunAnswers(port, 25)) return Date.now();
  throw new Error(`coturn did not answer within ${timeoutMs} ms of its restart`);
}

const reconnecting = (page: Page) =>
  page
    .getByTestId('connection-state')
    .filter({ hasText: '重新连接中' })
    .waitFor({ timeout: 15_000 });

export async function runClassroomBench(): Promise<ClassroomResult> {
  const missing =
    chromeProblem() ??
    (existsSync(TURNSERVER)
      ? undefined
      : `no coturn at ${TURNSERVER} (apt-get install coturn, or set TURNSERVER_PATH)`);
  if (missing) return unavailableClassroom(missing);

  const turnPort = await freeUdpPort();
  const turn: Coturn = coturn({ port: turnPort, relayPorts: budget.relayPorts });
  onCleanup(() => turn.stop());
  await turn.start();
  log(`classroom: coturn on ${turn.url}`);
  // A fresh server: the demo lesson's classroom is open at its first start (README).
  const server = await startSchoolServer({
    dataDir: await tempDir('bench-classroom-'),
    env: {
      ICE_SERVERS: '[]',
      TURN_URLS: turn.url,
      TURN_SECRET: turn.secret,
      ICE_TRANSPORT_POLICY: 'relay',
      // As in the browser test: recording both videos costs the browsers much CPU.
      RECORDING_ENABLED: 'false',
    },
  });
  const browser: Browser = await chromium.launch({
    executablePath: chromePath,
    args: chromiumArgs,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const unregister = onCleanup(() => browser.close());
  const details: Record<string, unknown> = {};
  let joinS: number | null = null;
  const notes: { join?: string; reconnect?: string } = {};
  try {
    const teacher = await person(browser, server.base, { width: 1280, height: 800 });
    const child = await person(browser, server.base, { width: 844, height: 390 });

    await childInTeacherAtDoor(child, teacher, benchPhone);
    log('classroom: the child is in the room, the teacher on the device check');

    // 1. Join: from the teacher's (the later one's) 进入教室 to both remote videos playing. The
    // watchers start first; the room page is a route of the same document, so they live on.
    const joined = quiet(
      Promise.all([
        videoPlaysAgainAt(teacher, budget.frames, 30_000),
        videoPlaysAgainAt(child, budget.frames, 30_000),
      ]),
    );
    const enteredAt = Date.now();
    await enterRoom(teacher);
    const [teacherSees, childSees] = await joined;
    joinS = (Math.max(teacherSees, childSees) - enteredAt) / 1000;
    details.join = { teacherMs: teacherSees - enteredAt, childMs: childSees - enteredAt };
    notes.join =
      `join: the teacher's remote video played ${teacherSees - enteredAt} ms, the child's ` +
      `${childSees - enteredAt} ms after the teacher's 进入教室 (${budget.frames} frames decoded)`;
    log(`classroom: joined in ${joinS.toFixed(2)} s`);

    await seesTheOther(teacher);
    await seesTheOther(child);
    const pairs = [await selectedPair(teacher), await selectedPair(child)];
    details.pairs = pairs;
    if (pairs.some((p) => p.local !== 'relay' || p.remote !== 'relay'))
      throw new Error(`not through the relay: ${JSON.stringify(pairs)}`);

    // 2. The relay goes away for 5 s: no media path is left. Both pages notice, then it returns.
    await turn.stop();
    const droppedAt = Date.now();
    await Promise.all([reconnecting(teacher), reconnecting(child)]);
    const noticedMs = Date.now() - droppedAt;
    await new Promise((r) => setTimeout(r, Math.max(0, budget.dropSeconds * 1000 - noticedMs)));
    const plays = quiet(
      Promise.all([
        videoPlaysAgainAt(teacher, budget.frames, 30_000),
        videoPlaysAgainAt(child, budget.frames, 30_000),
      ]),
    );
    // The network's return: the first moment coturn, started again, answers a STUN Binding
    // request (asked every ~25 ms from its start; coturn's own start-up is not counted).
    const restartAt = Date.now();
    const started = quiet(turn.start());
    const backAt = await relayAnswers(turnPort);
    await started;
    const answeredMs = backAt - restartAt;
    const downMs = backAt - droppedAt;
    const [teacherAt, childAt] = await plays;
    const reconnectS = (Math.max(teacherAt, childAt) - backAt) / 1000;
    details.reconnect = {
      goneMs: downMs,
      noticedMs,
      coturnAnsweredMs: answeredMs,
      teacherMs: teacherAt - backAt,
      childMs: childAt - backAt,
    };
    notes.reconnect =
      `reconnection: relay gone for ${downMs} ms (both pages showed 重新连接中 after ` +
      `${noticedMs} ms; coturn answered ${answeredMs} ms after its restart); from then the ` +
      `teacher's remote video played again after ${teacherAt - backAt} ms, the child's after ` +
      `${childAt - backAt} ms`;
    log(`classroom: back in ${reconnectS.toFixed(2)} s after a ${downMs} ms drop`);
    return { figures: figures(joinS, reconnectS, notes), details };
  } catch (err) {
    const reason = `classroom: unavailable, ${(err as Error).message.split('\n')[0]}`;
    if (joinS === null) notes.join = reason;
    notes.reconnect = reason;
    return {
      figures: figures(joinS, null, notes),
      details: { ...details, error: (err as Error).message },
    };
  } finally {
    unregister();
    await browser.close();
    await server.stop();
    await turn.stop();
  }
}
