/** Shell tools of the generator (espeak-ng, ffmpeg, ffprobe, rsvg-convert) and output paths. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
export const PUBLIC_DIR = path.join(SERVER_DIR, 'public');
export const TMP = mkdtempSync(path.join(tmpdir(), 'demo-media-'));

/** Absolute file of a /static/... URL. */
export const fileOf = (url: string) => path.join(PUBLIC_DIR, url.replace(/^\/static\//, ''));

export function write(url: string, content: string | Buffer) {
  const file = fileOf(url);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  return file;
}

export function run(cmd: string, args: string[]) {
  return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export function requireTools() {
  for (const tool of ['espeak-ng', 'ffmpeg', 'ffprobe', 'rsvg-convert']) {
    try {
      run('sh', ['-c', `command -v ${tool}`]);
    } catch {
      throw new Error(
        `${tool} is missing: apt-get install -y espeak-ng ffmpeg librsvg2-bin (see README.md here)`,
      );
    }
  }
}

/** Length of an audio or video file in ms. */
export function probeMs(file: string): number {
  const out = run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'csv=p=0',
    file,
  ]);
  return Math.round(Number(out.trim()) * 1000);
}

// Reproducible output: no encoder tags or timestamps in the files.
const BITEXACT = ['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact'];

/**
 * Speaks English text to a small MP3 (mono, 22.05 kHz, 32 kbps: about 4 KB a second) and returns
 * its length in ms.
 */
export function speak(text: string, url: string, voice = 'en-us+f3', wordsPerMinute = 125): number {
  const wav = path.join(TMP, 'speech.wav');
  run('espeak-ng', ['-v', voice, '-s', String(wordsPerMinute), '-w', wav, text]);
  const file = write(url, '');
  // prettier-ignore
  run('ffmpeg', [
    '-y', '-loglevel', 'error', '-i', wav,
    '-ac', '1', '-ar', '22050', '-c:a', 'libmp3lame', '-b:a', '32k', ...BITEXACT, '-id3v2_version', '0',
    file,
  ]);
  return probeMs(file);
}

/** Renders an SVG to a PNG of the given size (video frames). */
export function svgToPng(svg: string, width: number, height: number): string {
  const src = path.join(TMP, `frame-${Math.random().toString(36).slice(2)}.svg`);
  writeFileSync(src, svg);
  const png = src.replace(/\.svg$/, '.png');
  run('rsvg-convert', ['-w', String(width), '-h', String(height), '-o', png, src]);
  return png;
}

/**
 * A small MP4 (H.264 baseline + AAC, 320 x 180, 15 fps) of still frames shown one after another
 * over a spoken track, so every browser plays it. Returns its length in ms.
 */
export function slideshow(
  frames: string[],
  narration: string,
  url: string,
  { voice = 'en-us+f3', minSeconds = 6, crf = 30 } = {},
): number {
  const wav = path.join(TMP, 'narration.wav');
  run('espeak-ng', ['-v', voice, '-s', '120', '-w', wav, narration]);
  const seconds = Math.min(10, Math.max(minSeconds, Math.ceil(probeMs(wav) / 1000) + 1));
  const each = seconds / frames.length;
  const inputs = frames.flatMap((f) => ['-loop', '1', '-t', String(each), '-i', f]);
  const concat = `${frames.map((_, i) => `[${i}:v]`).join('')}concat=n=${frames.length}:v=1:a=0,fps=15,format=yuv420p[v]`;
  const file = write(url, '');
  // prettier-ignore
  run('ffmpeg', [
    '-y', '-loglevel', 'error', ...inputs, '-i', wav,
    '-filter_complex', `${concat};[${frames.length}:a]apad[a]`,
    '-map', '[v]', '-map', '[a]', '-t', String(seconds),
    '-c:v', 'libx264', '-profile:v', 'baseline', '-level', '3.0', '-preset', 'veryslow', '-crf', String(crf),
    '-x264-params', 'threads=1', '-g', '45',
    '-c:a', 'aac', '-b:a', '40k', '-ac', '1', '-ar', '22050',
    ...BITEXACT, '-flags:v', '+bitexact', '-movflags', '+faststart', file,
  ]);
  return probeMs(file);
}
