import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './VideoPlayer.module.css';

/** Only web addresses and the server's own paths can be played (never javascript: and the like). */
export function playableUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Playback speeds the speed button steps through (a replay watched faster or slower). */
export const SPEEDS = [1, 1.25, 1.5, 2, 0.75] as const;

/** Spec §9: video controls hide after 3 s. */
export const CONTROLS_HIDE_MS = 3000;

const clock = (seconds: number) => {
  if (!Number.isFinite(seconds) || seconds < 0) return '00:00';
  const s = Math.floor(seconds);
  const mm = String(Math.floor(s / 60)).padStart(2, '0');
  return `${mm}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * An HTML5 video with the app's own controls (play, progress, time, full screen). While it plays,
 * the controls hide 3 s after the last touch; a tap on the picture brings them back.
 */
export function VideoPlayer({
  src,
  poster,
  label,
  onFailed,
}: {
  src: string;
  poster?: string;
  /** What the video is, for screen readers ("课程回放"). */
  label: string;
  onFailed?: () => void;
}) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);
  // An idle card (never played) shows its poster with its caption and the big play button only:
  // the control bar appears once the video has started.
  const [started, setStarted] = useState(false);
  const [shown, setShown] = useState(true);
  const [touched, setTouched] = useState(0);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [failed, setFailed] = useState(false);
  const [speed, setSpeed] = useState(0);
  /** A recording written live (MediaRecorder) has no duration: found by seeking to its end. */
  const probing = useRef(false);

  const poke = useCallback(() => {
    setShown(true);
    setTouched((n) => n + 1);
  }, []);

  useEffect(() => {
    if (!playing || !shown) return;
    const timer = setTimeout(() => setShown(false), CONTROLS_HIDE_MS);
    return () => clearTimeout(timer);
  }, [playing, shown, touched]);

  const toggle = () => {
    const v = video.current;
    if (!v) return;
    poke();
    if (v.paused) void v.play().catch(() => undefined);
    else v.pause();
  };

  const fullscreen = () => {
    poke();
    const el = box.current;
    if (!el) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else if (el.requestFullscreen) void el.requestFullscreen().catch(() => undefined);
  };

  if (failed) {
    return (
      <div className={`${styles.box} ${styles.failed}`} role="alert">
        {t('ui.videoFailed')}
      </div>
    );
  }

  return (
    <div ref={box} className={styles.box}>
      <video
        ref={video}
        className={styles.video}
        src={src}
        poster={poster}
        playsInline
        preload="metadata"
        aria-label={label}
        onClick={() => (shown ? setShown(false) : poke())}
        onPlay={() => {
          setPlaying(true);
          setStarted(true);
        }}
        onPause={() => {
          setPlaying(false);
          setShown(true);
        }}
        onEnded={() => {
          setPlaying(false);
          setShown(true);
        }}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => {
          const v = e.currentTarget;
          if (v.duration === Infinity) {
            probing.current = true;
            v.currentTime = Number.MAX_SAFE_INTEGER;
          } else setDuration(v.duration);
        }}
        onDurationChange={(e) => {
          const v = e.currentTarget;
          if (!Number.isFinite(v.duration)) return;
          setDuration(v.duration);
          if (probing.current) {
            probing.current = false;
            v.currentTime = 0;
          }
        }}
        onError={() => {
          setFailed(true);
          onFailed?.();
        }}
      />
      {!playing && (
        <button type="button" className={styles.bigPlay} aria-label={t('ui.play')} onClick={toggle}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M8 5.5v13l10.5-6.5L8 5.5z" fill="currentColor" />
          </svg>
        </button>
      )}
      <div
        className={`${styles.controls} ${shown && started ? '' : styles.hidden}`}
        data-testid="video-controls"
        aria-hidden={!(shown && started)}
        // Hidden controls leave the tab order too (the seek bar and every button inside).
        inert={!(shown && started)}
      >
        <button
          type="button"
          className={styles.control}
          aria-label={playing ? t('ui.pause') : t('ui.play')}
          onClick={toggle}
          tabIndex={shown && started ? 0 : -1}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            {playing ? (
              <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
            ) : (
              <path d="M8 5.5v13l10.5-6.5L8 5.5z" fill="currentColor" />
            )}
          </svg>
        </button>
        <span className={styles.time}>{clock(time)}</span>
        <input
          className={styles.progress}
          type="range"
          min={0}
          max={duration || 0}
          step={0.1}
          value={Math.min(time, duration || 0)}
          aria-label={t('ui.progress')}
          tabIndex={shown && started ? 0 : -1}
          onChange={(e) => {
            poke();
            const v = video.current;
            if (v) v.currentTime = Number(e.currentTarget.value);
            setTime(Number(e.currentTarget.value));
          }}
        />
        <span className={styles.time}>{clock(duration)}</span>
        <button
          type="button"
          className={styles.control}
          aria-label={t('ui.speed', { rate: SPEEDS[speed] })}
          onClick={() => {
            poke();
            const next = (speed + 1) % SPEEDS.length;
            setSpeed(next);
            if (video.current) video.current.playbackRate = SPEEDS[next]!;
          }}
          tabIndex={shown ? 0 : -1}
        >
          {SPEEDS[speed]}×
        </button>
        <button
          type="button"
          className={styles.control}
          aria-label={t('ui.fullscreen')}
          onClick={fullscreen}
          tabIndex={shown && started ? 0 : -1}
        >
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
          </svg>
        </button>
      </div>
    </div>
  );
}
