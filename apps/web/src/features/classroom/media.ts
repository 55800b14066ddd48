import { useEffect, useState } from 'react';

/** The camera and microphone for the classroom and its device check. */

export type MediaProblem = 'denied' | 'notFound' | 'unsupported' | 'failed';

export interface LocalMedia {
  stream: MediaStream | null;
  problem: MediaProblem | null;
}

const CONSTRAINTS: MediaStreamConstraints = {
  audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
  video: { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' },
};

function problemOf(e: unknown): MediaProblem {
  const name = e instanceof Error || e instanceof DOMException ? e.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'notFound';
  return 'failed';
}

/**
 * Asks for camera and microphone; with only one of them available, takes that one. Never throws:
 * the classroom still opens without devices (the child can watch and listen).
 */
export async function openLocalMedia(): Promise<LocalMedia> {
  const media = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
  if (!media?.getUserMedia) return { stream: null, problem: 'unsupported' };
  try {
    return { stream: await media.getUserMedia(CONSTRAINTS), problem: null };
  } catch (e) {
    const problem = problemOf(e);
    if (problem === 'denied') return { stream: null, problem };
    for (const only of [{ audio: CONSTRAINTS.audio }, { video: CONSTRAINTS.video }]) {
      try {
        return { stream: await media.getUserMedia(only), problem: 'notFound' };
      } catch {
        // try the other one
      }
    }
    return { stream: null, problem };
  }
}

/** `video.play()` as a promise always (older engines and jsdom return nothing). */
export function play(el: HTMLMediaElement): Promise<void> {
  try {
    return Promise.resolve(el.play() as Promise<void> | undefined);
  } catch (e) {
    return Promise.reject(e instanceof Error ? e : new Error(String(e)));
  }
}

export const stopMedia = (stream: MediaStream | null) => {
  for (const t of stream?.getTracks() ?? []) t.stop();
};

/** Opens the devices while the component is shown and stops them when it goes. */
export function useLocalMedia(enabled = true): LocalMedia & { ready: boolean } {
  const [media, setMedia] = useState<LocalMedia & { ready: boolean }>({
    stream: null,
    problem: null,
    ready: false,
  });
  useEffect(() => {
    if (!enabled) return;
    let gone = false;
    let opened: MediaStream | null = null;
    void openLocalMedia().then((m) => {
      if (gone) {
        stopMedia(m.stream);
        return;
      }
      opened = m.stream;
      setMedia({ ...m, ready: true });
    });
    return () => {
      gone = true;
      stopMedia(opened);
    };
  }, [enabled]);
  return media;
}

/** The microphone's loudness, 0..1, updated about 10 times a second (the device check's meter). */
export function useMicLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    const Ctx = typeof window !== 'undefined' ? window.AudioContext : undefined;
    if (!stream || !Ctx || stream.getAudioTracks().length === 0) return;
    const ctx = new Ctx();
    const analyser = ctx.createAnalyser();
    analyser.fftSize = 512;
    const source = ctx.createMediaStreamSource(stream);
    source.connect(analyser);
    const data = new Uint8Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getByteTimeDomainData(data);
      let peak = 0;
      for (const v of data) peak = Math.max(peak, Math.abs(v - 128));
      setLevel(Math.min(1, peak / 64));
    }, 100);
    void ctx.resume().catch(() => undefined);
    return () => {
      clearInterval(timer);
      source.disconnect();
      void ctx.close().catch(() => undefined);
    };
  }, [stream]);
  return level;
}
