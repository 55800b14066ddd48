import { PING_EVERY_MS, PROBE_TIMEOUT_MS, SILENCE_LIMIT_MS } from './types.ts';

export interface SocketWatchOptions {
  /** A socket is open now (nothing to watch otherwise). */
  open: () => boolean;
  ping: () => void;
  /** The socket is gone without a close event: start over. */
  dead: () => void;
}

/**
 * Whether the signalling socket still carries anything. A dead TCP connection (the network
 * changed under it) closes only minutes later, so: a ping every PING_EVERY_MS, and nothing heard
 * for SILENCE_LIMIT_MS means dead; while the classroom recovers (each ICE restart, the network
 * back) `probe()` pings at once, and a socket that does not answer within PROBE_TIMEOUT_MS is dead.
 */
export class SocketWatch {
  private lastHeard = 0;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private probeTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly o: SocketWatchOptions) {}

  start(): void {
    clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => this.tick(), PING_EVERY_MS);
  }

  stop(): void {
    clearInterval(this.pingTimer);
    this.pingTimer = undefined;
    this.endProbe();
  }

  /** A message came (or a new socket opened): it is alive. */
  heard(): void {
    this.lastHeard = Date.now();
    this.endProbe();
  }

  /** The old socket went: a probe of it means nothing now. */
  forget(): void {
    this.endProbe();
  }

  /** Pings now; nothing heard back within PROBE_TIMEOUT_MS means the socket is dead. */
  probe(): void {
    if (!this.o.open() || this.probeTimer !== undefined) return;
    this.o.ping();
    // Anything heard (heard()) ends the probe before this fires.
    this.probeTimer = setTimeout(() => {
      this.probeTimer = undefined;
      this.o.dead();
    }, PROBE_TIMEOUT_MS);
  }

  private endProbe() {
    clearTimeout(this.probeTimer);
    this.probeTimer = undefined;
  }

  private tick() {
    if (!this.o.open()) return;
    if (Date.now() - this.lastHeard > SILENCE_LIMIT_MS) {
      this.o.dead();
      return;
    }
    this.o.ping();
  }
}
