/**
 * The classroom's connection quality, 良好 / 较弱 / 已断开 (good / weak / lost), from what
 * RTCPeerConnection.getStats says about the media coming in from the other side
 * (docs/design/running.md §14.4). Pure: the page's hook takes a sample every QUALITY_EVERY_MS and
 * classifies the interval since the previous one.
 */

export type Quality = 'good' | 'weak' | 'lost';

/** How often the classroom looks at the connection. */
export const QUALITY_EVERY_MS = 2_000;

/**
 * Where "weak" starts. Above 5% packet loss speech breaks up and video freezes; above 400 ms of
 * round trip people talk over each other; under 10 decoded frames a second the other's video
 * stutters (a camera sends 25-30).
 */
export const WEAK_AT = { lossRate: 0.05, rttMs: 400, fps: 10 } as const;

/** One look at getStats: the counters so far (they only grow while the connection lasts). */
export interface LinkSample {
  /** When it was taken (ms, any steady clock). */
  at: number;
  /** The peer connection is connected (`connectionState`). */
  connected: boolean;
  /** RTP packets received and lost, audio and video together. */
  packetsReceived: number;
  packetsLost: number;
  /** Video frames decoded; null without a video receiver. */
  framesDecoded: number | null;
  /** The round trip of the candidate pair in use (ms); null before one is chosen. */
  rttMs: number | null;
}

export interface QualityReading {
  quality: Quality;
  /** Share of packets lost in the interval; null on the first sample. */
  lossRate: number | null;
  rttMs: number | null;
  /** Frames decoded per second in the interval; null on the first sample or without video. */
  fps: number | null;
}

type Stat = Record<string, unknown> & { type: string; id: string };
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The sample of a getStats report. */
export function sampleOf(report: RTCStatsReport, connected: boolean, at: number): LinkSample {
  let packetsReceived = 0;
  let packetsLost = 0;
  let framesDecoded: number | null = null;
  let pairId: string | null = null;
  const pairs: Stat[] = [];
  report.forEach((s: Stat) => {
    if (s.type === 'inbound-rtp') {
      packetsReceived += num(s.packetsReceived) ?? 0;
      packetsLost += Math.max(0, num(s.packetsLost) ?? 0);
      const frames = num(s.framesDecoded);
      if (s.kind === 'video' && frames !== null) framesDecoded = (framesDecoded ?? 0) + frames;
    } else if (s.type === 'transport' && typeof s.selectedCandidatePairId === 'string') {
      pairId = s.selectedCandidatePairId;
    } else if (s.type === 'candidate-pair') {
      pairs.push(s);
    }
  });
  // Chromium and Safari name the pair in use on the transport; Firefox marks it `selected`.
  const pair =
    pairs.find((p) => p.id === pairId) ??
    pairs.find((p) => p.selected === true) ??
    pairs.find((p) => p.nominated === true && p.state === 'succeeded');
  const rtt = num(pair?.currentRoundTripTime);
  return {
    at,
    connected,
    packetsReceived,
    packetsLost,
    framesDecoded,
    rttMs: rtt === null ? null : rtt * 1000,
  };
}

/**
 * The quality over the interval from `prev` to `cur` (`prev` null or from an earlier connection:
 * the first look, judged on the round trip alone).
 * - lost: the peer connection is not connected, or no packet arrived in the interval;
 * - weak: loss above WEAK_AT.lossRate, round trip above WEAK_AT.rttMs, or (the other's camera on,
 *   `expectVideo`) fewer than WEAK_AT.fps frames decoded a second;
 * - good: otherwise.
 */
export function classifyQuality(
  prev: LinkSample | null,
  cur: LinkSample,
  expectVideo: boolean,
): QualityReading {
  const rttMs = cur.rttMs;
  if (!cur.connected) return { quality: 'lost', lossRate: null, rttMs, fps: null };
  const received = prev ? cur.packetsReceived - prev.packetsReceived : -1;
  const lostNow = prev ? cur.packetsLost - prev.packetsLost : -1;
  const seconds = prev ? (cur.at - prev.at) / 1000 : 0;
  // Counters that went back belong to a new connection: this is its first look.
  if (!prev || received < 0 || lostNow < 0 || seconds <= 0) {
    const quality = rttMs !== null && rttMs > WEAK_AT.rttMs ? 'weak' : 'good';
    return { quality, lossRate: null, rttMs, fps: null };
  }
  if (received === 0) return { quality: 'lost', lossRate: 1, rttMs, fps: 0 };
  const lossRate = lostNow / (received + lostNow);
  const frames =
    cur.framesDecoded !== null && prev.framesDecoded !== null
      ? cur.framesDecoded - prev.framesDecoded
      : null;
  const fps = frames !== null && frames >= 0 ? frames / seconds : null;
  const weak =
    lossRate > WEAK_AT.lossRate ||
    (rttMs !== null && rttMs > WEAK_AT.rttMs) ||
    (expectVideo && fps !== null && fps < WEAK_AT.fps);
  return { quality: weak ? 'weak' : 'good', lossRate, rttMs, fps };
}
