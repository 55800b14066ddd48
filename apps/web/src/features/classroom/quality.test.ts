import { describe, expect, it } from 'vitest';
import { classifyQuality, sampleOf, WEAK_AT, type LinkSample } from './quality.ts';

/** Two seconds of a healthy 1:1 lesson: ~100 audio + ~180 video packets, 30 frames a second. */
const t0: LinkSample = {
  at: 10_000,
  connected: true,
  packetsReceived: 5_000,
  packetsLost: 10,
  framesDecoded: 1_200,
  rttMs: 40,
};
const after = (over: Partial<LinkSample>, from: LinkSample = t0): LinkSample => ({
  ...from,
  at: from.at + 2_000,
  packetsReceived: from.packetsReceived + 280,
  framesDecoded: (from.framesDecoded ?? 0) + 60,
  ...over,
});

describe('connection quality', () => {
  it('is good when packets arrive, few are lost, the round trip is short and video is smooth', () => {
    expect(classifyQuality(t0, after({}), true)).toEqual({
      quality: 'good',
      lossRate: 0,
      rttMs: 40,
      fps: 30,
    });
    // 2% lost and 300 ms: still good.
    const some = after({ packetsReceived: t0.packetsReceived + 294, packetsLost: 16, rttMs: 300 });
    expect(classifyQuality(t0, some, true).quality).toBe('good');
  });

  it('is weak above 5% loss, above 400 ms round trip, or under 10 frames a second', () => {
    const lossy = after({ packetsReceived: t0.packetsReceived + 266, packetsLost: 10 + 20 });
    expect(classifyQuality(t0, lossy, true)).toMatchObject({ quality: 'weak' });
    expect(classifyQuality(t0, lossy, true).lossRate).toBeGreaterThan(WEAK_AT.lossRate);
    expect(classifyQuality(t0, after({ rttMs: 650 }), true).quality).toBe('weak');
    const choppy = after({ framesDecoded: t0.framesDecoded! + 14 });
    expect(classifyQuality(t0, choppy, true)).toMatchObject({ quality: 'weak', fps: 7 });
    // The other turned the camera off: few frames are expected then.
    expect(classifyQuality(t0, choppy, false).quality).toBe('good');
  });

  it('is lost when the connection is down or nothing arrived in the interval', () => {
    expect(classifyQuality(t0, after({ connected: false }), true).quality).toBe('lost');
    const silent = after({ packetsReceived: t0.packetsReceived, framesDecoded: t0.framesDecoded });
    expect(classifyQuality(t0, silent, true)).toMatchObject({ quality: 'lost', fps: 0 });
    expect(classifyQuality(null, { ...t0, connected: false }, true).quality).toBe('lost');
  });

  it('judges a first look, or a new connection’s counters, on the round trip alone', () => {
    expect(classifyQuality(null, t0, true)).toEqual({
      quality: 'good',
      lossRate: null,
      rttMs: 40,
      fps: null,
    });
    expect(classifyQuality(null, { ...t0, rttMs: 900 }, true).quality).toBe('weak');
    const fresh = after({ packetsReceived: 120, packetsLost: 0, framesDecoded: 20 });
    expect(classifyQuality(t0, fresh, true)).toMatchObject({ quality: 'good', lossRate: null });
  });
});

describe('a getStats report as a sample', () => {
  const report = (stats: Record<string, unknown>[]) =>
    new Map(stats.map((s) => [s.id as string, s])) as unknown as RTCStatsReport;

  it('adds audio and video packets, takes video frames and the round trip of the pair in use', () => {
    const r = report([
      { id: 'a', type: 'inbound-rtp', kind: 'audio', packetsReceived: 100, packetsLost: 2 },
      {
        id: 'v',
        type: 'inbound-rtp',
        kind: 'video',
        packetsReceived: 400,
        packetsLost: 3,
        framesDecoded: 90,
      },
      { id: 'T', type: 'transport', selectedCandidatePairId: 'p2' },
      { id: 'p1', type: 'candidate-pair', state: 'failed', currentRoundTripTime: 2 },
      { id: 'p2', type: 'candidate-pair', state: 'succeeded', currentRoundTripTime: 0.031 },
    ]);
    expect(sampleOf(r, true, 5)).toEqual({
      at: 5,
      connected: true,
      packetsReceived: 500,
      packetsLost: 5,
      framesDecoded: 90,
      rttMs: 31,
    });
  });

  it('finds the pair Firefox marks selected; no video receiver means no frame count', () => {
    const r = report([
      { id: 'a', type: 'inbound-rtp', kind: 'audio', packetsReceived: 7, packetsLost: 0 },
      { id: 'p', type: 'candidate-pair', selected: true, currentRoundTripTime: 0.2 },
    ]);
    expect(sampleOf(r, false, 1)).toMatchObject({ framesDecoded: null, rttMs: 200 });
  });
});
