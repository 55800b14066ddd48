import type { ClassroomRole } from '@school/contract/api/classroom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakePeer, FakeSocket, resetFakes, roomState, ticket } from '../../test/classroomFakes.ts';
import { flush, joined, setup } from '../../test/classroomSession.ts';

/** The classroom session: joining, negotiating and the room (reconnecting: session.reconnect.test.ts). */

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
    expect(pc.config).toEqual({ iceServers: s.tickets[0]!.iceServers, iceTransportPolicy: 'all' });
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

  it('relays only when the school says so (the ticket’s iceTransportPolicy)', async () => {
    const s = setup('student', async () => ticket('student', { iceTransportPolicy: 'relay' }));
    await flush();
    s.socket().open();
    s.socket().receive({ type: 'welcome', role: 'student', state: roomState() });
    await flush();
    expect(s.peer().config.iceTransportPolicy).toBe('relay');
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
