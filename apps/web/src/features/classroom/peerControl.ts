import type { ClassroomTicket, SignalPayload } from '@school/contract/api/classroom';
import { PeerLink } from './peerLink.ts';
import { sampleOf, type LinkSample } from './quality.ts';
import { ICE_RESTART_EVERY_MS, ICE_RESTART_FIRST_MS, ICE_RESTART_GIVE_UP_MS } from './types.ts';

/**
 * The session's WebRTC side: one PeerLink at a time, and its recovery. When the media path breaks
 * (the peer connection goes `disconnected` or `failed`: a network change, the TURN server gone for
 * a while) the signalling socket is usually still there, so the connection is kept and ICE is
 * restarted over it (`restartIce()`, a new offer with fresh ICE credentials), again every
 * ICE_RESTART_EVERY_MS until it is connected: at most that long after the network is back. The
 * teacher restarts at once, the student a moment later, and an offer from the other side puts this
 * side's next restart off, so the two rarely offer at once (perfect negotiation settles it when
 * they do). Still down after ICE_RESTART_GIVE_UP_MS, the session rebuilds everything.
 */

export type LinkState = 'connected' | 'down';

export interface PeerControlOptions {
  createPeer: (config: RTCConfiguration) => RTCPeerConnection;
  localStream: MediaStream | null;
  /** The current ticket: ICE servers, transport policy, role. */
  ticket: () => ClassroomTicket | null;
  send: (payload: SignalPayload) => void;
  onRemoteStream: (stream: MediaStream) => void;
  onState: (state: LinkState) => void;
  /** Each ICE restart (the session checks its socket is alive), and giving up on them. */
  onRestart: () => void;
  onGiveUp: () => void;
}

export class PeerControl {
  private peer: PeerLink | null = null;
  private restartTimer: ReturnType<typeof setTimeout> | undefined;
  /** When the link went down (restarts running), or undefined. */
  private downSince: number | undefined;

  constructor(private readonly o: PeerControlOptions) {}

  get open(): boolean {
    return this.peer !== null;
  }

  /** A fresh peer connection; the offerer is the one already in the room. */
  start(offerer: boolean): void {
    this.close();
    const ticket = this.o.ticket();
    const link: PeerLink = new PeerLink({
      createPeer: this.o.createPeer,
      iceServers: ticket?.iceServers ?? [],
      iceTransportPolicy: ticket?.iceTransportPolicy ?? 'all',
      localStream: this.o.localStream,
      polite: ticket?.role !== 'teacher',
      offerer,
      send: (payload) => {
        if (this.peer === link) this.o.send(payload);
      },
      onRemoteStream: (stream) => {
        if (this.peer === link) this.o.onRemoteStream(stream);
      },
      onState: (state) => {
        if (this.peer === link) this.onPeerState(state);
      },
    });
    this.peer = link;
  }

  close(): void {
    this.stopRestarts();
    this.peer?.close();
    this.peer = null;
  }

  /** A signal from the other side, applied in order; an offer before any peer starts one. */
  async signal(payload: SignalPayload): Promise<void> {
    if (payload.kind === 'offer') {
      // The other side is (re)negotiating, an ICE restart perhaps: give it time before ours.
      if (this.downSince !== undefined) this.scheduleRestart(ICE_RESTART_EVERY_MS);
    } else if (!this.peer) return;
    if (!this.peer) this.start(false);
    await this.peer!.handle(payload);
  }

  /** The network is back: restart ICE now rather than at the next turn. */
  restartNow(): void {
    if (this.peer && this.downSince !== undefined) this.restart();
  }

  /** What getStats says now, or null without a peer connection. */
  async sample(now: number): Promise<LinkSample | null> {
    const link = this.peer;
    if (!link) return null;
    const report = await link.pc.getStats();
    return sampleOf(report, link.pc.connectionState === 'connected', now);
  }

  private onPeerState(state: RTCPeerConnectionState) {
    if (state === 'connected') {
      // Back after a drop: the video stopped meanwhile; send the other side a key frame at once.
      if (this.downSince !== undefined) void this.peer?.sendKeyFrame();
      this.stopRestarts();
      this.o.onState('connected');
    } else if (state === 'disconnected' || state === 'failed') {
      this.o.onState('down');
      if (this.downSince === undefined) {
        this.downSince = Date.now();
        const polite = this.o.ticket()?.role !== 'teacher';
        this.scheduleRestart(ICE_RESTART_FIRST_MS[polite ? 'polite' : 'impolite']);
      }
    }
  }

  private scheduleRestart(ms: number) {
    clearTimeout(this.restartTimer);
    this.restartTimer = setTimeout(() => this.restart(), ms);
  }

  private restart() {
    const link = this.peer;
    if (!link || this.downSince === undefined) return;
    if (Date.now() - this.downSince >= ICE_RESTART_GIVE_UP_MS) {
      this.stopRestarts();
      this.o.onGiveUp();
      return;
    }
    link.restartIce();
    this.o.onRestart();
    this.scheduleRestart(ICE_RESTART_EVERY_MS);
  }

  private stopRestarts() {
    clearTimeout(this.restartTimer);
    this.restartTimer = undefined;
    this.downSince = undefined;
  }
}
