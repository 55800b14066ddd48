import { RECORDING_CHUNK_PATH } from '@school/contract/rules/classroom';
import { headers, unwrap } from '../../lib/request.ts';

/**
 * Records the lesson in the teacher's browser (docs/decisions/0020): a canvas that draws the
 * courseware page and both videos, a Web Audio mix of both voices, and a MediaRecorder over them
 * that cuts a chunk every CHUNK_MS. Chunks go up one at a time, numbered from the ticket's
 * `nextSeq`, retried until the server has them (a re-sent chunk is harmless), so a crash or a
 * dropped connection loses at most the chunk being cut.
 */

export const CHUNK_MS = 5_000;
const WIDTH = 640;
const HEIGHT = 360;
const FPS = 15;

export interface RecorderSources {
  /** The courseware page's canvas, and the two videos, as the page shows them now. */
  courseware(): HTMLCanvasElement | null;
  remote(): HTMLVideoElement | null;
  local(): HTMLVideoElement | null;
}

export interface RecorderDeps {
  lessonId: number;
  nextSeq: number;
  sources: RecorderSources;
  localStream: MediaStream | null;
  /** Sends one chunk; resolves with the server's next expected number (tests replace it). */
  upload?: (lessonId: number, seq: number, chunk: Blob) => Promise<number>;
  onTrouble?: (failing: boolean) => void;
}

export async function uploadChunk(lessonId: number, seq: number, chunk: Blob): Promise<number> {
  const res = await fetch(`${RECORDING_CHUNK_PATH}/${lessonId}/${seq}`, {
    method: 'PUT',
    headers: { ...headers(false), 'Content-Type': 'video/webm' },
    body: chunk,
  });
  return unwrap<{ nextSeq: number }>(await res.json(), 5000).nextSeq;
}

const pickType = () =>
  ['video/webm;codecs=vp8,opus', 'video/webm'].find((t) => MediaRecorder.isTypeSupported(t));

/** Draws `el` into the box, keeping its proportions. */
function drawFit(
  g: CanvasRenderingContext2D,
  el: HTMLCanvasElement | HTMLVideoElement,
  x: number,
  y: number,
  w: number,
  h: number,
) {
  const sw = el instanceof HTMLVideoElement ? el.videoWidth : el.width;
  const sh = el instanceof HTMLVideoElement ? el.videoHeight : el.height;
  if (!sw || !sh) return;
  const k = Math.min(w / sw, h / sh);
  g.drawImage(el, x + (w - sw * k) / 2, y + (h - sh * k) / 2, sw * k, sh * k);
}

export class LessonRecorder {
  private readonly canvas = document.createElement('canvas');
  private readonly audio = new AudioContext();
  private readonly mix = this.audio.createMediaStreamDestination();
  private remoteSource: MediaStreamAudioSourceNode | null = null;
  private recorder: MediaRecorder | null = null;
  private timer: ReturnType<typeof setInterval> | undefined;
  private seq: number;
  private queue: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(private readonly deps: RecorderDeps) {
    this.seq = deps.nextSeq;
    this.canvas.width = WIDTH;
    this.canvas.height = HEIGHT;
    if (deps.localStream?.getAudioTracks().length)
      this.audio.createMediaStreamSource(deps.localStream).connect(this.mix);
  }

  static supported(): boolean {
    return (
      typeof MediaRecorder !== 'undefined' &&
      typeof AudioContext !== 'undefined' &&
      Boolean(pickType())
    );
  }

  start(): void {
    const g = this.canvas.getContext('2d');
    if (!g) return;
    const draw = () => {
      const { sources } = this.deps;
      g.fillStyle = '#fff';
      g.fillRect(0, 0, WIDTH, HEIGHT);
      const page = sources.courseware();
      if (page) drawFit(g, page, 0, 0, 400, HEIGHT);
      g.fillStyle = '#222';
      g.fillRect(400, 0, 240, HEIGHT);
      const remote = sources.remote();
      const local = sources.local();
      if (remote) drawFit(g, remote, 400, 0, 240, 180);
      if (local) drawFit(g, local, 400, 180, 240, 180);
    };
    draw();
    // A timer rather than requestAnimationFrame: it keeps drawing in a hidden tab (at 1 fps).
    this.timer = setInterval(draw, 1000 / FPS);
    void this.audio.resume().catch(() => undefined);
    const stream = new MediaStream([
      ...this.canvas.captureStream(FPS).getVideoTracks(),
      ...this.mix.stream.getAudioTracks(),
    ]);
    const recorder = new MediaRecorder(stream, {
      mimeType: pickType(),
      videoBitsPerSecond: 400_000,
      audioBitsPerSecond: 48_000,
    });
    recorder.ondataavailable = (e) => {
      if (e.data.size > 0) this.send(e.data);
    };
    recorder.start(CHUNK_MS);
    this.recorder = recorder;
  }

  /** The other side's stream came (again): its voice joins the mix. */
  setRemoteStream(stream: MediaStream | null): void {
    this.remoteSource?.disconnect();
    this.remoteSource = null;
    if (stream?.getAudioTracks().length) {
      this.remoteSource = this.audio.createMediaStreamSource(stream);
      this.remoteSource.connect(this.mix);
    }
  }

  /** Stops recording; the last chunk is cut and sent (the server takes it shortly after the end). */
  stop(): Promise<void> {
    if (this.stopped) return this.queue;
    this.stopped = true;
    clearInterval(this.timer);
    const recorder = this.recorder;
    const done = new Promise<void>((resolve) => {
      if (!recorder || recorder.state === 'inactive') return resolve();
      recorder.addEventListener('stop', () => resolve(), { once: true });
      recorder.stop();
    });
    return done.then(() => {
      void this.audio.close().catch(() => undefined);
      return this.queue;
    });
  }

  private send(chunk: Blob) {
    const seq = this.seq++;
    const upload = this.deps.upload ?? uploadChunk;
    this.queue = this.queue.then(async () => {
      for (let attempt = 0; attempt < 12; attempt++) {
        try {
          await upload(this.deps.lessonId, seq, chunk);
          this.deps.onTrouble?.(false);
          return;
        } catch {
          this.deps.onTrouble?.(true);
          await new Promise((r) => setTimeout(r, Math.min(500 * 2 ** attempt, 8_000)));
        }
      }
    });
  }
}
