import type {
  ClassroomRole,
  ClassroomTicket,
  ClientMessage,
  RoomState,
  ServerMessage,
} from '@school/contract/api/classroom';
import { isApiError } from '../../lib/request.ts';
import { encodeClientMessage, parseServerMessage } from './messages.ts';
import { PeerControl } from './peerControl.ts';
import type { LinkSample } from './quality.ts';
import { SnapshotStore } from './snapshotStore.ts';
import { SocketWatch } from './socketWatch.ts';
import type { ConnectionState, SessionDeps, SocketLike } from './types.ts';
import { backoffMs, defaultSocketUrl, FINAL_CLOSES, SOCKET_OPEN } from './types.ts';

/**
 * One visit to the built-in 1:1 classroom, outside React (useClassroom.ts wraps it):
 * - signalling over the server's WebSocket (`ticket.wsPath?token=`), messages of the contract;
 * - WebRTC through peerControl.ts and peerLink.ts ("perfect negotiation", the student polite). The
 *   one already in the room makes the offer when the other joins (`peer-joined`); every join
 *   starts a fresh peer connection on both sides;
 * - a broken media path (peer connection `disconnected` or `failed`) restarts ICE over the socket,
 *   which stays; each restart checks the socket answers (socketWatch.ts);
 * - a dropped WebSocket, a silent one, or ICE restarts that never succeed end this connection
 *   only: the session asks `liveRoom/enter` for a fresh token and reconnects with backoff, at
 *   once when the browser says the network is back (`networkBack()`); the room's page and stars
 *   come back with `welcome`. Only a refusal from the server, `ended` or `leave()` stop it.
 */

export class ClassroomSession extends SnapshotStore {
  private socket: SocketLike | null = null;
  private readonly media: PeerControl;
  private ticket: ClassroomTicket | null = null;
  private firstTicket: ClassroomTicket | undefined;
  private attempt = 0;
  private stopped = false;
  private readonly watch = new SocketWatch({
    open: () => !this.stopped && this.socket?.readyState === SOCKET_OPEN,
    ping: () => this.send({ type: 'ping' }),
    dead: () => this.dropped(),
  });
  private queue: Promise<void> = Promise.resolve();
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly deps: SessionDeps) {
    super(deps.localStream);
    this.firstTicket = deps.firstTicket;
    this.media = new PeerControl({
      createPeer: deps.createPeer,
      localStream: deps.localStream,
      ticket: () => this.ticket,
      send: (payload) => this.send({ type: 'signal', payload }),
      onRemoteStream: (stream) => this.update({ remoteStream: stream }),
      onState: (state) => {
        if (state === 'connected') this.attempt = 0;
        this.update({ state: state === 'connected' ? 'connected' : 'reconnecting' });
      },
      onRestart: () => this.watch.probe(),
      onGiveUp: () => this.dropped(),
    });
  }

  // ---- life cycle ----

  start(): void {
    this.watch.start();
    void this.connect();
  }

  /** Leaving on purpose: says so to the server and closes everything. */
  leave(): void {
    this.send({ type: 'leave' });
    this.stop('left');
  }

  /** The page went away (not a leave: the server treats it as a dropped connection). */
  dispose(): void {
    if (!this.stopped) this.stop(this.snap.state === 'ended' ? 'ended' : 'left');
  }

  /**
   * The browser says the network is back (`online`): reconnect now rather than at the end of the
   * backoff; with a socket still open, check it answers and restart ICE at once.
   */
  networkBack(): void {
    if (this.stopped) return;
    if (!this.socket) {
      if (this.reconnectTimer === undefined) return;
      clearTimeout(this.reconnectTimer);
      this.reconnectTimer = undefined;
      void this.connect();
      return;
    }
    this.watch.probe();
    this.media.restartNow();
  }

  /** What getStats says about the media from the other side now (the quality indicator). */
  linkSample(): Promise<LinkSample | null> {
    return this.media.sample(performance.now());
  }

  private stop(state: ConnectionState, error: string | null = this.snap.error) {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    this.watch.stop();
    this.reconnectTimer = undefined;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000, state);
    }
    this.media.close();
    this.update({ state, error, remoteStream: null, peerPresent: false });
  }

  private async connect(): Promise<void> {
    this.reconnectTimer = undefined;
    if (this.stopped) return;
    if (this.attempt > 0 || this.ticket) this.update({ state: 'reconnecting' });
    let ticket: ClassroomTicket;
    try {
      const first = this.firstTicket;
      this.firstTicket = undefined;
      ticket =
        first && Date.parse(first.expiresAt) - Date.now() > 30_000
          ? first
          : await this.deps.enter();
    } catch (e) {
      if (this.stopped) return;
      // The server refused (outside the window, not yours, logged out): the room is over for us.
      if (isApiError(e) && !e.transport) {
        this.stop('failed', e.message || null);
        return;
      }
      this.scheduleReconnect();
      return;
    }
    if (this.stopped) return;
    this.ticket = ticket;
    this.update({ role: ticket.role, ticket });
    const url = (this.deps.socketUrl ?? defaultSocketUrl)(ticket);
    let socket: SocketLike;
    try {
      socket = this.deps.openSocket(url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    this.watch.heard();
    socket.onmessage = (ev) => {
      if (this.socket !== socket) return;
      this.watch.heard();
      const message = parseServerMessage(ev.data);
      if (!message) return;
      // One message at a time: a candidate must wait until the offer before it is applied.
      this.queue = this.queue.then(() => this.handle(message)).catch(() => undefined);
    };
    socket.onclose = (ev) => {
      if (this.socket !== socket) return;
      // After the messages before it (the server says why before a refusing close).
      this.queue = this.queue.then(() => this.closed(socket, ev.code));
    };
    socket.onerror = () => undefined;
  }

  private closed(socket: SocketLike, code: number) {
    if (this.socket !== socket || this.stopped) return;
    if (FINAL_CLOSES.has(code)) {
      this.socket = null;
      this.stop('failed');
      return;
    }
    this.dropped();
  }

  /** This connection is gone (socket closed or silent, peer connection failed): start over. */
  private dropped() {
    if (this.stopped) return;
    const socket = this.socket;
    this.socket = null;
    this.watch.forget();
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(4000, 'reconnect');
    }
    this.media.close();
    this.update({ state: 'reconnecting', remoteStream: null, peerPresent: false });
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    if (this.stopped) return;
    clearTimeout(this.reconnectTimer);
    this.update({ state: 'reconnecting' });
    const delay = backoffMs(this.attempt);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => void this.connect(), delay);
  }

  private send(message: ClientMessage) {
    const socket = this.socket;
    if (socket && socket.readyState === SOCKET_OPEN) socket.send(encodeClientMessage(message));
  }

  // ---- messages ----

  private async handle(message: ServerMessage): Promise<void> {
    if (this.stopped) return;
    switch (message.type) {
      case 'welcome': {
        this.attempt = 0;
        this.media.close();
        const present = this.otherPresent(message.state, message.role);
        this.applyState(message.state, message.role);
        this.update({
          role: message.role,
          state: present ? 'connecting' : 'waiting',
          error: null,
        });
        this.send({ type: 'media', ...this.snap.localMedia });
        // The other one is already here: it makes the offer; be ready to answer it.
        if (present) this.media.start(false);
        return;
      }
      case 'state':
        this.applyState(message.state, this.snap.role);
        return;
      case 'peer-joined':
        // A fresh connection for a fresh arrival; being here first, this side offers.
        this.update({ peerPresent: true, state: 'connecting', remoteStream: null });
        this.media.start(true);
        return;
      case 'peer-left':
        this.media.close();
        this.update({
          peerPresent: false,
          remoteStream: null,
          peerMedia: { audio: true, video: true },
          state: 'waiting',
        });
        return;
      case 'signal':
        await this.media.signal(message.payload);
        return;
      case 'media':
        this.update({ peerMedia: { audio: message.audio, video: message.video } });
        return;
      case 'ended':
        this.stop('ended');
        return;
      case 'error':
        this.update({ error: message.message });
        return;
      case 'pong':
        return;
    }
  }

  private otherPresent(state: RoomState, me: ClassroomRole | null) {
    return me === 'teacher' ? state.present.student : state.present.teacher;
  }

  private applyState(state: RoomState, me: ClassroomRole | null) {
    const present = this.otherPresent(state, me);
    this.update({ page: state.page, stars: state.stars, peerPresent: present });
    if (!present && this.media.open) {
      this.media.close();
      this.update({ remoteStream: null, state: 'waiting' });
    }
  }

  // ---- what the user does ----

  setMedia(kind: 'audio' | 'video', enabled: boolean): void {
    const tracks =
      kind === 'audio'
        ? (this.deps.localStream?.getAudioTracks() ?? [])
        : (this.deps.localStream?.getVideoTracks() ?? []);
    for (const t of tracks) t.enabled = enabled;
    this.update({ localMedia: { ...this.snap.localMedia, [kind]: enabled } });
    this.send({ type: 'media', ...this.snap.localMedia });
  }

  /** Teacher: show the child another courseware page (1-based). */
  turnPage(page: number): void {
    if (this.snap.role !== 'teacher' || page < 1) return;
    this.update({ page });
    this.send({ type: 'page', page });
  }

  /** Teacher: give the child stars; the total comes back from the server in `state`. */
  giveStars(add = 1): void {
    if (this.snap.role !== 'teacher') return;
    this.send({ type: 'stars', add });
  }
}
