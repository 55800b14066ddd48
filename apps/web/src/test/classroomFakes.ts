import type {
  ClassroomRole,
  ClassroomTicket,
  ClientMessage,
  ServerMessage,
} from '@school/contract/api/classroom';
import { CLASSROOM_WS_PATH } from '@school/contract/rules/classroom';

/**
 * Fakes of the browser's WebSocket and RTCPeerConnection for the classroom session's tests. They
 * keep the rules the session relies on: descriptions are applied asynchronously, a candidate
 * without a remote description is refused, an offer on a side with its own pending offer rolls it
 * back (as browsers do for the polite side), an answer without a pending offer is refused.
 */

const ticks = async (n = 3) => {
  for (let i = 0; i < n; i++) await Promise.resolve();
};

export class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: ClientMessage[] = [];
  closedWith: number | undefined;
  onopen: ((ev: Event) => void) | null = null;
  onmessage: ((ev: MessageEvent) => void) | null = null;
  onclose: ((ev: CloseEvent) => void) | null = null;
  onerror: ((ev: Event) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    if (this.readyState !== 1) throw new Error('socket not open');
    this.sent.push(JSON.parse(data) as ClientMessage);
  }
  close(code?: number) {
    this.readyState = 3;
    this.closedWith = code;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(message: ServerMessage | string) {
    const data = typeof message === 'string' ? message : JSON.stringify(message);
    this.onmessage?.({ data } as MessageEvent);
  }
  /** The network dropped the connection (1006), or the server closed it with a code. */
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
  sentOf<T extends ClientMessage['type']>(type: T) {
    return this.sent.filter((m): m is Extract<ClientMessage, { type: T }> => m.type === type);
  }
}

let peerCount = 0;

export class FakePeer {
  static all: FakePeer[] = [];
  readonly n = ++peerCount;
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: RTCSessionDescriptionInit | null = null;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  tracks: { kind: string }[] = [];
  /** Each sender's encodings as set, in order (`active` toggled: a key frame asked for). */
  encodingsSet: { kind: string; active: boolean[] }[] = [];
  transceivers: string[] = [];
  candidates: RTCIceCandidateInit[] = [];
  rolledBack = false;
  closed = false;
  /** restartIce() calls (each asks for an offer with fresh ICE credentials). */
  restarts = 0;
  stats: Record<string, unknown>[] = [];
  onnegotiationneeded: (() => void) | null = null;
  onicecandidate: ((ev: { candidate: RTCIceCandidate | null }) => void) | null = null;
  ontrack: ((ev: { track: MediaStreamTrack; streams: MediaStream[] }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  constructor(readonly config: RTCConfiguration) {
    FakePeer.all.push(this);
  }
  addTrack(track: { kind: string }) {
    this.tracks.push(track);
  }
  addTransceiver(kind: string) {
    this.transceivers.push(kind);
  }
  async setLocalDescription() {
    await ticks();
    if (this.signalingState === 'have-remote-offer') {
      this.localDescription = { type: 'answer', sdp: `answer-${this.n}` };
      this.signalingState = 'stable';
    } else {
      this.localDescription = { type: 'offer', sdp: `offer-${this.n}` };
      this.signalingState = 'have-local-offer';
    }
  }
  async setRemoteDescription(desc: RTCSessionDescriptionInit) {
    await ticks();
    if (desc.type === 'offer') {
      if (this.signalingState === 'have-local-offer') this.rolledBack = true;
      this.signalingState = 'have-remote-offer';
    } else {
      if (this.signalingState !== 'have-local-offer') throw new Error('no offer to answer');
      this.signalingState = 'stable';
    }
    this.remoteDescription = desc;
  }
  async addIceCandidate(c: RTCIceCandidateInit) {
    await ticks(1);
    if (!this.remoteDescription) throw new Error('no remote description');
    this.candidates.push(c);
  }
  getSenders() {
    return this.tracks.map((track) => {
      let encodings = [{ active: true }];
      return {
        track,
        getParameters: () => ({ encodings: encodings.map((e) => ({ ...e })) }),
        setParameters: async (p: { encodings: { active: boolean }[] }) => {
          await ticks(1);
          encodings = p.encodings;
          this.encodingsSet.push({ kind: track.kind, active: p.encodings.map((e) => e.active) });
        },
      };
    });
  }
  restartIce() {
    this.restarts += 1;
  }
  async getStats() {
    await ticks(1);
    return new Map(this.stats.map((s) => [s.id as string, s])) as unknown as RTCStatsReport;
  }
  close() {
    this.closed = true;
    this.signalingState = 'closed';
  }
  /** The browser finds that negotiation is needed (after tracks were added). */
  negotiate() {
    this.onnegotiationneeded?.();
  }
  setConnection(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
  emitCandidate(candidate: string) {
    this.onicecandidate?.({
      candidate: { candidate, sdpMid: '0', sdpMLineIndex: 0 } as RTCIceCandidate,
    });
  }
}

export const fakeTrack = (kind: 'audio' | 'video') =>
  ({ kind, enabled: true, stop: () => undefined }) as unknown as MediaStreamTrack;

export function fakeStream(kinds: ('audio' | 'video')[] = ['audio', 'video']): MediaStream {
  const tracks = kinds.map(fakeTrack);
  return {
    id: `stream-${Math.random()}`,
    getTracks: () => tracks,
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
    addTrack: (t: MediaStreamTrack) => void tracks.push(t),
  } as unknown as MediaStream;
}

let tokens = 0;
export function ticket(role: ClassroomRole, over: Partial<ClassroomTicket> = {}): ClassroomTicket {
  const now = Date.now();
  return {
    lessonId: 41,
    provider: 'builtin',
    role,
    token: `room-token-${++tokens}`,
    expiresAt: new Date(now + 5 * 60_000).toISOString(),
    url: null,
    wsPath: CLASSROOM_WS_PATH,
    iceServers: [{ urls: 'stun:stun.example.org:3478' }],
    iceTransportPolicy: 'all',
    recording: null,
    lesson: {
      title: 'Unit 1 Hello',
      startAt: new Date(now - 60_000).toISOString(),
      endAt: new Date(now + 24 * 60_000).toISOString(),
      teacherName: 'Emily Carter',
      studentName: 'Lucy',
      coursewareUrl: '/media/textbook-1.pdf',
    },
    ...over,
  };
}

export const roomState = (
  over: Partial<{ page: number; stars: number; student: boolean; teacher: boolean }> = {},
) => ({
  page: over.page ?? 1,
  stars: over.stars ?? 0,
  present: { student: over.student ?? true, teacher: over.teacher ?? true },
  endsAt: new Date(Date.now() + 20 * 60_000).toISOString(),
});

export function resetFakes() {
  FakeSocket.all = [];
  FakePeer.all = [];
}
