import type { SignalPayload } from '@school/contract/api/classroom';

/**
 * One WebRTC connection to the other participant, with the "perfect negotiation" pattern
 * (https://w3c.github.io/webrtc-pc/#perfect-negotiation-example): either side may offer, the
 * polite side (the student) gives way when both offer at once, the impolite side (the teacher)
 * ignores the colliding offer. Only the offerer (`offerer`: the one already in the room) makes
 * the first offer; the other side answers first and may offer afterwards (e.g. an ICE restart).
 */

export interface PeerLinkOptions {
  createPeer: (config: RTCConfiguration) => RTCPeerConnection;
  iceServers: RTCIceServer[];
  /** `relay`: only through the TURN server (the school's setting, handed out with the ticket). */
  iceTransportPolicy: RTCIceTransportPolicy;
  localStream: MediaStream | null;
  polite: boolean;
  offerer: boolean;
  send: (payload: SignalPayload) => void;
  onRemoteStream: (stream: MediaStream) => void;
  onState: (state: RTCPeerConnectionState) => void;
}

export class PeerLink {
  readonly pc: RTCPeerConnection;
  private makingOffer = false;
  private ignoreOffer = false;
  private mayOffer: boolean;
  private closed = false;
  private remote: MediaStream | null = null;

  constructor(private readonly o: PeerLinkOptions) {
    const pc = o.createPeer({
      iceServers: o.iceServers,
      iceTransportPolicy: o.iceTransportPolicy,
    });
    this.pc = pc;
    this.mayOffer = o.offerer;
    const kinds = new Set<string>();
    for (const track of o.localStream?.getTracks() ?? []) {
      pc.addTrack(track, o.localStream!);
      kinds.add(track.kind);
    }
    // Without a camera or microphone the offer still has to ask for the other side's media.
    if (o.offerer) {
      for (const kind of ['audio', 'video']) {
        if (!kinds.has(kind)) pc.addTransceiver(kind, { direction: 'recvonly' });
      }
    }
    pc.onnegotiationneeded = () => void this.makeOffer();
    pc.onicecandidate = ({ candidate }) => {
      if (this.closed || !candidate) return;
      o.send({
        kind: 'candidate',
        candidate: candidate.candidate,
        sdpMid: candidate.sdpMid,
        sdpMLineIndex: candidate.sdpMLineIndex,
      });
    };
    pc.ontrack = ({ track, streams }) => {
      if (this.closed) return;
      const stream = streams[0] ?? this.remote ?? new MediaStream();
      if (!stream.getTracks().includes(track)) stream.addTrack(track);
      this.remote = stream;
      o.onRemoteStream(stream);
    };
    pc.onconnectionstatechange = () => {
      if (this.closed) return;
      if (pc.connectionState === 'connected') this.mayOffer = true;
      o.onState(pc.connectionState);
    };
  }

  private async makeOffer() {
    if (this.closed || !this.mayOffer) return;
    try {
      this.makingOffer = true;
      await this.pc.setLocalDescription();
      const sdp = this.pc.localDescription?.sdp;
      if (!this.closed && sdp) this.o.send({ kind: 'offer', sdp });
    } catch (e) {
      console.warn('classroom: offer failed', e);
    } finally {
      this.makingOffer = false;
    }
  }

  /** A signal from the other side; resolves when it is applied (callers apply them in order). */
  async handle(payload: SignalPayload): Promise<void> {
    if (this.closed) return;
    const pc = this.pc;
    if (payload.kind === 'candidate') {
      try {
        await pc.addIceCandidate({
          candidate: payload.candidate,
          sdpMid: payload.sdpMid,
          sdpMLineIndex: payload.sdpMLineIndex,
        });
      } catch (e) {
        // Candidates of an offer this side ignored are expected to fail.
        if (!this.ignoreOffer) console.warn('classroom: candidate refused', e);
      }
      return;
    }
    if (payload.kind === 'answer' && pc.signalingState !== 'have-local-offer') return;
    const collision =
      payload.kind === 'offer' && (this.makingOffer || pc.signalingState !== 'stable');
    this.ignoreOffer = !this.o.polite && collision;
    if (this.ignoreOffer) return;
    // The polite side's own pending offer is rolled back by setRemoteDescription itself.
    await pc.setRemoteDescription({ type: payload.kind, sdp: payload.sdp });
    if (payload.kind === 'offer') {
      await pc.setLocalDescription();
      const sdp = pc.localDescription?.sdp;
      if (!this.closed && sdp) this.o.send({ kind: 'answer', sdp });
      this.mayOffer = true;
    }
  }

  /**
   * New ICE credentials, so the browsers look for a path again (the old one broke): the next
   * offer, made on `negotiationneeded`, carries them. Only once this side may offer.
   */
  restartIce(): void {
    if (this.closed || !this.mayOffer) return;
    this.pc.restartIce();
  }

  /**
   * A key frame of this side's video now. After a drop the other side's decoder waits for one, and
   * asks for it only after 2-3 s without a decodable frame; pausing the encoding for a moment makes
   * Chromium start it again with a key frame. Browsers that refuse are left alone.
   */
  async sendKeyFrame(): Promise<void> {
    for (const sender of this.pc.getSenders()) {
      if (this.closed || sender.track?.kind !== 'video') continue;
      try {
        const off = sender.getParameters();
        if (!off.encodings?.length) continue;
        for (const e of off.encodings) e.active = false;
        await sender.setParameters(off);
        const on = sender.getParameters();
        for (const e of on.encodings) e.active = true;
        await sender.setParameters(on);
      } catch (e) {
        console.warn('classroom: key frame refused', e);
      }
    }
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    const pc = this.pc;
    pc.onnegotiationneeded = null;
    pc.onicecandidate = null;
    pc.ontrack = null;
    pc.onconnectionstatechange = null;
    pc.close();
  }
}
