import type { ClassroomRole, ClassroomTicket } from '@school/contract/api/classroom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/request.ts';
import {
  FakePeer,
  FakeSocket,
  fakeStream,
  resetFakes,
  roomState,
  ticket,
} from '../../test/classroomFakes.ts';
import { ClassroomSession } from './session.ts';
import { CLOSE, DISCONNECTED_GRACE_MS, SILENCE_LIMIT_MS } from './types.ts';

const flush = () => vi.advanceTimersByTimeAsync(0);

function setup(role: ClassroomRole, enter?: () => Promise<ClassroomTicket>) {
  const tickets: ClassroomTicket[] = [];
  const enterFn = vi.fn(
    enter ??
      (async () => {
        const t = ticket(role);
        tickets.push(t);
        return t;
      }),
  );
  const local = fakeStream();
  const session = new ClassroomSession({
    enter: enterFn,
    openSocket: (url) => new FakeSocket(url),
    createPeer: (config) => new FakePeer(config) as unknown as RTCPeerConnection,
    localStream: local,
    socketUrl: (t) => `ws://school.test${t.wsPath}?token=${t.token}`,
  });
  session.start();
  const socket = () => FakeSocket.all.at(-1)!;
  const peer = () => FakePeer.all.at(-1)!;
  return { session, enter: enterFn, tickets, socket, peer, local };
}

/** Connects and says welcome; the other participant present or not. */
async function joined(role: ClassroomRole, peerPresent: boolean, state = {}) {
  const s = setup(role);
  await flush();
  s.socket().open();
  const other = role === 'teacher' ? 'student' : 'teacher';
  s.socket().receive({
    type: 'welcome',
    role,
    state: roomState({ [other]: peerPresent, [role]: true, ...state }),
  });
  await flush();
  return s;
}

beforeEach(() => {
  vi.useFakeTimers();
  resetFakes();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('joining', () => {
  it('connects with the ticket’s token and waits for the other side, page and stars from welcome', async () => {
    const s = await joined('student', false, { page: 3, stars: 4 });
    expect(s.socket().url).toBe(`ws://school.test/api/classroom/ws?token=${s.tickets[0]!.token}`);
    expect(s.session.getSnapshot()).toMatchObject({
      state: 'waiting',
      role: 'student',
      page: 3,
      stars: 4,
      peerPresent: false,
    });
    expect(FakePeer.all).toHaveLength(0);
  });

  it('the one already there offers when the other joins, with the ticket’s ICE servers and both tracks', async () => {
    const s = await joined('teacher', false);
    s.socket().receive({ type: 'peer-joined', role: 'student' });
    await flush();
    const pc = s.peer();
    expect(pc.config.iceServers).toEqual(s.tickets[0]!.iceServers);
    expect(pc.tracks.map((t) => t.kind)).toEqual(['audio', 'video']);
    pc.negotiate();
    await flush();
    expect(
      s
        .socket()
        .sentOf('signal')
        .map((m) => m.payload),
    ).toEqual([{ kind: 'offer', sdp: `offer-${pc.n}` }]);
    s.socket().receive({
      type: 'signal',
      from: 'student',
      payload: { kind: 'answer', sdp: 'student-answer' },
    });
    await flush();
    expect(pc.remoteDescription).toEqual({ type: 'answer', sdp: 'student-answer' });
    pc.setConnection('connected');
    expect(s.session.getSnapshot().state).toBe('connected');
  });

  it('the newcomer does not offer but answers the offer of the one already there', async () => {
    const s = await joined('student', true);
    const pc = s.peer();
    expect(s.session.getSnapshot()).toMatchObject({ state: 'connecting', peerPresent: true });
    pc.negotiate();
    await flush();
    expect(s.socket().sentOf('signal')).toEqual([]);
    s.socket().receive({
      type: 'signal',
      from: 'teacher',
      payload: { kind: 'offer', sdp: 'teacher-offer' },
    });
    await flush();
    expect(
      s
        .socket()
        .sentOf('signal')
        .map((m) => m.payload),
    ).toEqual([{ kind: 'answer', sdp: `answer-${pc.n}` }]);
  });

  it('applies candidates that arrive right behind the offer only after it (in order)', async () => {
    const s = await joined('student', true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    s.socket().receive({
      type: 'signal',
      from: 'teacher',
      payload: { kind: 'offer', sdp: 'teacher-offer' },
    });
    s.socket().receive({
      type: 'signal',
      from: 'teacher',
      payload: { kind: 'candidate', candidate: 'candidate:1', sdpMid: '0', sdpMLineIndex: 0 },
    });
    await flush();
    expect(s.peer().candidates).toEqual([
      { candidate: 'candidate:1', sdpMid: '0', sdpMLineIndex: 0 },
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('sends its own ICE candidates to the other side', async () => {
    const s = await joined('teacher', true);
    s.peer().emitCandidate('candidate:9 1 udp');
    expect(s.socket().sentOf('signal').at(-1)?.payload).toEqual({
      kind: 'candidate',
      candidate: 'candidate:9 1 udp',
      sdpMid: '0',
      sdpMLineIndex: 0,
    });
  });

  it('ignores messages that are not the contract’s', async () => {
    const s = await joined('student', false, { page: 2 });
    s.socket().receive('not json');
    s.socket().receive(JSON.stringify({ type: 'state', state: { page: 0 } }));
    s.socket().receive(JSON.stringify({ type: 'signal', from: 'x', payload: { kind: 'offer' } }));
    await flush();
    expect(s.session.getSnapshot()).toMatchObject({ state: 'waiting', page: 2 });
    expect(FakePeer.all).toHaveLength(0);
  });
});

describe('offer collisions (perfect negotiation)', () => {
  async function colliding(role: ClassroomRole) {
    const s = await joined(role, false);
    s.socket().receive({ type: 'peer-joined', role: role === 'teacher' ? 'student' : 'teacher' });
    await flush();
    const pc = s.peer();
    // An ICE restart or similar: this side is offering when the other side's offer arrives.
    pc.negotiate();
    s.socket().receive({
      type: 'signal',
      from: role === 'teacher' ? 'student' : 'teacher',
      payload: { kind: 'offer', sdp: 'their-offer' },
    });
    await flush();
    return { s, pc };
  }

  it('the teacher (impolite) ignores the colliding offer and keeps its own', async () => {
    const { s, pc } = await colliding('teacher');
    expect(pc.rolledBack).toBe(false);
    expect(pc.signalingState).toBe('have-local-offer');
    expect(
      s
        .socket()
        .sentOf('signal')
        .map((m) => m.payload.kind),
    ).toEqual(['offer']);
  });

  it('the student (polite) gives way and answers the other offer', async () => {
    const { s, pc } = await colliding('student');
    expect(pc.rolledBack).toBe(true);
    expect(pc.remoteDescription).toEqual({ type: 'offer', sdp: 'their-offer' });
    expect(s.socket().sentOf('signal').at(-1)?.payload.kind).toBe('answer');
  });
});

describe('the room', () => {
  it('the student’s page and stars follow the teacher’s state messages', async () => {
    const s = await joined('student', true);
    s.socket().receive({ type: 'state', state: roomState({ page: 5, stars: 2 }) });
    await flush();
    expect(s.session.getSnapshot()).toMatchObject({ page: 5, stars: 2 });
    // A student cannot turn pages or give stars.
    s.session.turnPage(9);
    s.session.giveStars();
    expect(s.socket().sentOf('page')).toEqual([]);
    expect(s.socket().sentOf('stars')).toEqual([]);
  });

  it('the teacher turns pages and gives stars through the server', async () => {
    const s = await joined('teacher', true);
    s.session.turnPage(2);
    s.session.giveStars();
    expect(s.session.getSnapshot().page).toBe(2);
    expect(s.socket().sentOf('page')).toEqual([{ type: 'page', page: 2 }]);
    expect(s.socket().sentOf('stars')).toEqual([{ type: 'stars', add: 1 }]);
  });

  it('mute and camera off stop the tracks and tell the other side', async () => {
    const s = await joined('student', true);
    s.session.setMedia('audio', false);
    expect(s.local.getAudioTracks()[0]!.enabled).toBe(false);
    expect(s.local.getVideoTracks()[0]!.enabled).toBe(true);
    expect(s.socket().sentOf('media').at(-1)).toEqual({ type: 'media', audio: false, video: true });
    s.socket().receive({ type: 'media', from: 'teacher', audio: true, video: false });
    await flush();
    expect(s.session.getSnapshot().peerMedia).toEqual({ audio: true, video: false });
  });

  it('the other side leaving closes the peer connection and waits again', async () => {
    const s = await joined('teacher', true);
    const pc = s.peer();
    s.socket().receive({ type: 'peer-left', role: 'student' });
    await flush();
    expect(pc.closed).toBe(true);
    expect(s.session.getSnapshot()).toMatchObject({ state: 'waiting', peerPresent: false });
  });

  it('ended closes the room for good', async () => {
    const s = await joined('student', true);
    const socket = s.socket();
    socket.receive({ type: 'ended' });
    await flush();
    expect(s.session.getSnapshot().state).toBe('ended');
    expect(s.peer().closed).toBe(true);
    socket.drop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.enter).toHaveBeenCalledTimes(1);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('leave tells the server and does not reconnect', async () => {
    const s = await joined('student', true);
    const socket = s.socket();
    s.session.leave();
    expect(socket.sentOf('leave')).toEqual([{ type: 'leave' }]);
    expect(socket.readyState).toBe(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.session.getSnapshot().state).toBe('left');
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('shows the server’s error message', async () => {
    const s = await joined('teacher', true);
    s.socket().receive({ type: 'error', code: 2004, message: '只有老师可以翻页' });
    await flush();
    expect(s.session.getSnapshot().error).toBe('只有老师可以翻页');
  });
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

  it('a failed peer connection reconnects with a fresh token', async () => {
    const s = await joined('teacher', true);
    const socket = s.socket();
    s.peer().setConnection('failed');
    expect(socket.readyState).toBe(3);
    expect(s.session.getSnapshot().state).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(500);
    expect(s.enter).toHaveBeenCalledTimes(2);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('a peer connection that stays disconnected is rebuilt; one that recovers is kept', async () => {
    const s = await joined('teacher', true);
    const pc = s.peer();
    pc.setConnection('disconnected');
    expect(s.session.getSnapshot().state).toBe('reconnecting');
    pc.setConnection('connected');
    await vi.advanceTimersByTimeAsync(DISCONNECTED_GRACE_MS + 1000);
    expect(s.session.getSnapshot().state).toBe('connected');
    expect(FakeSocket.all).toHaveLength(1);
    pc.setConnection('disconnected');
    await vi.advanceTimersByTimeAsync(DISCONNECTED_GRACE_MS);
    expect(pc.closed).toBe(true);
    expect(s.session.getSnapshot().state).toBe('reconnecting');
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
