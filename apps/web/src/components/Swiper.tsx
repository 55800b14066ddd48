import { Children, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import styles from './Swiper.module.css';

/** Spec: banners turn every 5000 ms with a 500 ms slide. */
export const SWIPER_AUTOPLAY_MS = 5000;
export const SWIPER_ANIMATION_MS = 500;

export interface SwiperProps {
  children: ReactNode;
  autoplay?: boolean;
  interval?: number;
  duration?: number;
  className?: string;
  label?: string;
}

/**
 * A light carousel: one slide at a time, autoplay (paused while touched), swipe left/right,
 * looping, and dot indicators. CSS transitions only (no animation library in the download).
 */
export function Swiper({
  children,
  autoplay = true,
  interval = SWIPER_AUTOPLAY_MS,
  duration = SWIPER_ANIMATION_MS,
  className,
  label,
}: SwiperProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [drag, setDrag] = useState<number | null>(null);
  const start = useRef<{ x: number; y: number; width: number } | null>(null);
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (!autoplay || count < 2 || drag !== null) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), interval);
    return () => clearTimeout(timer);
  }, [autoplay, count, interval, drag, current]);

  const offset = drag ?? 0;
  return (
    <div
      className={`${styles.swiper} ${className ?? ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onTouchStart={(e) => {
        const t = e.touches[0];
        if (!t) return;
        start.current = { x: t.clientX, y: t.clientY, width: e.currentTarget.clientWidth || 1 };
        setDrag(0);
      }}
      onTouchMove={(e) => {
        const t = e.touches[0];
        if (!t || !start.current) return;
        setDrag(t.clientX - start.current.x);
      }}
      onTouchEnd={() => {
        const s = start.current;
        if (s && drag !== null && Math.abs(drag) > s.width / 5 && count > 1) {
          setIndex((i) => (i + (drag < 0 ? 1 : count - 1)) % count);
        }
        start.current = null;
        setDrag(null);
      }}
    >
      <div
        className={styles.track}
        style={{
          transform: `translateX(calc(${-current * 100}% + ${offset}px))`,
          transition: drag === null ? `transform ${duration}ms ease` : 'none',
        }}
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            className={styles.slide}
            aria-roledescription="slide"
            data-current={i === current || undefined}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.dots} aria-hidden="true">
          {slides.map((_, i) => (
            <span key={i} className={`${styles.dot} ${i === current ? styles.dotOn : ''}`} />
          ))}
        </div>
      )}
    </div>
  );
}
