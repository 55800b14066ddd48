import type { ClassroomRole } from '@school/contract/api/classroom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/request.ts';
import { FakeSocket, resetFakes, roomState, ticket } from '../../test/classroomFakes.ts';
import { flush, joined, setup } from '../../test/classroomSession.ts';
import {
  CLOSE,
  ICE_RESTART_EVERY_MS,
  ICE_RESTART_GIVE_UP_MS,
  PROBE_TIMEOUT_MS,
  SILENCE_LIMIT_MS,
} from './types.ts';

/**
 * The classroom session when the network drops: the signalling socket reconnects with a fresh
 * token; a broken media path restarts ICE over the socket it still has (issue 31).
 */

beforeEach(() => {
  vi.useFakeTimers();
  resetFakes();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('reconnecting', () => {
  it('after a dropped socket: a fresh token, a new socket, the room back from welcome', async () => {
    const s = await joined('student', true, { page: 4, stars: 3 });
    const oldPeer = s.peer();
    s.socket().drop();
    await flush();
    expect(s.session.getSnapshot().state).toBe('reconnecting');
    expect(oldPeer.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(s.enter).toHaveBeenCalledTimes(2);
    const again = s.socket();
    expect(FakeSocket.all).toHaveLength(2);
    expect(again.url).toContain(`token=${s.tickets[1]!.token}`);
    expect(s.tickets[1]!.token).not.toBe(s.tickets[0]!.token);
    again.open();
    again.receive({ type: 'welcome', role: 'student', state: roomState({ page: 6, stars: 5 }) });
    await flush();
    expect(s.session.getSnapshot()).toMatchObject({ state: 'connecting', page: 6, stars: 5 });
    expect(s.peer()).not.toBe(oldPeer);
  });

  it('keeps trying with growing waits while the network is down', async () => {
    let fail = true;
    const s = setup('teacher', async () => {
      if (fail) throw new ApiError(5, 'network failure', 'network');
      return ticket('teacher');
    });
    await flush();
    expect(s.enter).toHaveBeenCalledTimes(1);
    expect(s.session.getSnapshot().state).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(500);
    expect(s.enter).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(s.enter).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.enter).toHaveBeenCalledTimes(3);
    fail = false;
    await vi.advanceTimersByTimeAsync(2000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('stops with the server’s message when entering again is refused', async () => {
    let calls = 0;
    const s = setup('student', async () => {
      calls += 1;
      if (calls > 1) throw new ApiError(2004, '课堂已关闭');
      return ticket('student');
    });
    await flush();
    s.socket().open();
    s.socket().drop();
    await vi.advanceTimersByTimeAsync(500);
    expect(s.session.getSnapshot()).toMatchObject({ state: 'failed', error: '课堂已关闭' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toBe(2);
  });

  it('gives way when the same person entered in another window (replaced), with the server’s reason', async () => {
    const s = await joined('student', true);
    s.socket().receive({ type: 'error', code: 2002, message: '已在其他窗口或设备进入教室' });
    s.socket().drop(CLOSE.REPLACED);
    await flush();
    expect(s.session.getSnapshot()).toMatchObject({
      state: 'failed',
      error: '已在其他窗口或设备进入教室',
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.enter).toHaveBeenCalledTimes(1);
  });

  it('a refused token (4401) is not final: it enters again for a fresh one', async () => {
    const s = setup('student');
    await flush();
    s.socket().receive({ type: 'error', code: 1003, message: '课堂凭证已过期' });
    s.socket().drop(CLOSE.BAD_TOKEN);
    await flush();
    expect(s.session.getSnapshot().state).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(500);
    expect(s.enter).toHaveBeenCalledTimes(2);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('pings, and treats a silent socket as dropped', async () => {
    const s = await joined('student', false);
    const socket = s.socket();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(socket.sentOf('ping').length).toBeGreaterThanOrEqual(1);
    socket.receive({ type: 'pong' });
    await vi.advanceTimersByTimeAsync(SILENCE_LIMIT_MS + 15_000);
    expect(socket.readyState).toBe(3);
    expect(s.enter).toHaveBeenCalledTimes(2);
  });
});

/** Both in the room and connected: the teacher offered, the student answered. */
async function connected(role: ClassroomRole) {
  const s = await joined(role, role === 'student');
  const other = role === 'teacher' ? 'student' : 'teacher';
  if (role === 'teacher') {
    s.socket().receive({ type: 'peer-joined', role: other });
    await flush();
    s.peer().negotiate();
    await flush();
    s.socket().receive({
      type: 'signal',
      from: other,
      payload: { kind: 'answer', sdp: 'student-answer' },
    });
  } else {
    s.socket().receive({
      type: 'signal',
      from: other,
      payload: { kind: 'offer', sdp: 'teacher-offer' },
    });
  }
  await flush();
  s.peer().setConnection('connected');
  expect(s.session.getSnapshot().state).toBe('connected');
  return s;
}

const offers = (socket: FakeSocket) =>
  socket.sentOf('signal').filter((m) => m.payload.kind === 'offer').length;

describe('a broken media path (ICE restart)', () => {
  it('restarts ICE over the same socket, again and again until the connection is back', async () => {
    const s = await connected('teacher');
    const [pc, socket] = [s.peer(), s.socket()];
    const offered = offers(socket);
    pc.setConnection('failed');
    expect(s.session.getSnapshot()).toMatchObject({ state: 'reconnecting', peerPresent: true });
    await flush();
    // The teacher restarts at once; the browser then asks for the offer with fresh credentials.
    expect(pc.restarts).toBe(1);
    pc.negotiate();
    await flush();
    expect(offers(socket)).toBe(offered + 1);
    socket.receive({ type: 'pong' });
    socket.receive({ type: 'signal', from: 'student', payload: { kind: 'answer', sdp: 'a2' } });
    await vi.advanceTimersByTimeAsync(ICE_RESTART_EVERY_MS);
    expect(pc.restarts).toBe(2);
    socket.receive({ type: 'pong' });
    expect(pc.encodingsSet).toEqual([]);
    pc.setConnection('connected');
    await vi.advanceTimersByTimeAsync(ICE_RESTART_EVERY_MS * 4);
    expect(pc.restarts).toBe(2);
    // Back: the video encoding paused for a moment, so the other side gets a key frame at once.
    expect(pc.encodingsSet).toEqual([
      { kind: 'video', active: [false] },
      { kind: 'video', active: [true] },
    ]);
    // Nothing was rebuilt: the same socket, the same peer connection, no new ticket.
    expect([pc.closed, socket.readyState, FakeSocket.all.length]).toEqual([false, 1, 1]);
    expect(s.enter).toHaveBeenCalledTimes(1);
    expect(s.session.getSnapshot().state).toBe('connected');
  });

  it('the student waits a moment, and the teacher’s offer puts its own restart off', async () => {
    const s = await connected('student');
    const pc = s.peer();
    pc.setConnection('disconnected');
    await vi.advanceTimersByTimeAsync(400);
    expect(pc.restarts).toBe(0);
    s.socket().receive({
      type: 'signal',
      from: 'teacher',
      payload: { kind: 'offer', sdp: 'teacher-restart' },
    });
    await vi.advanceTimersByTimeAsync(ICE_RESTART_EVERY_MS - 100);
    expect(pc.restarts).toBe(0);
    expect(s.socket().sentOf('signal').at(-1)?.payload.kind).toBe('answer');
    await vi.advanceTimersByTimeAsync(200);
    expect(pc.restarts).toBe(1);
  });

  it('a socket that does not answer while recovering is dropped: a fresh token, a new socket', async () => {
    const s = await connected('teacher');
    const socket = s.socket();
    s.peer().setConnection('disconnected');
    await flush();
    expect(socket.sentOf('ping')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS);
    expect(socket.readyState).toBe(3);
    expect(s.session.getSnapshot()).toMatchObject({ state: 'reconnecting', peerPresent: false });
    await vi.advanceTimersByTimeAsync(500);
    expect(s.enter).toHaveBeenCalledTimes(2);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('rebuilds everything when the restarts never succeed', async () => {
    const s = await connected('teacher');
    const [pc, socket] = [s.peer(), s.socket()];
    pc.setConnection('failed');
    for (let t = 0; t < ICE_RESTART_GIVE_UP_MS; t += ICE_RESTART_EVERY_MS) {
      socket.receive({ type: 'pong' });
      await vi.advanceTimersByTimeAsync(ICE_RESTART_EVERY_MS);
    }
    expect(pc.closed).toBe(true);
    expect(socket.readyState).toBe(3);
    await vi.advanceTimersByTimeAsync(500);
    expect(s.enter).toHaveBeenCalledTimes(2);
  });
});

describe('the network is back (online)', () => {
  it('with the socket gone: connects at once instead of waiting out the backoff', async () => {
    let fail = true;
    const s = setup('student', async () => {
      if (fail) throw new ApiError(5, 'network failure', 'network');
      return ticket('student');
    });
    for (let i = 0; i < 4; i++) await vi.advanceTimersByTimeAsync(500 * 2 ** i);
    expect(s.enter).toHaveBeenCalledTimes(5);
    fail = false;
    s.session.networkBack();
    await flush();
    expect(s.enter).toHaveBeenCalledTimes(6);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('with a socket: checks it answers and restarts ICE now', async () => {
    const s = await connected('student');
    const pc = s.peer();
    pc.setConnection('disconnected');
    s.session.networkBack();
    expect(pc.restarts).toBe(1);
    expect(s.socket().sentOf('ping')).toHaveLength(1);
    s.socket().receive({ type: 'pong' });
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS);
    expect(s.socket().readyState).toBe(1);
  });
});
