import useEmblaCarousel from 'embla-carousel-react';
import { Children, useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Swiper.module.css';

/** Spec: banners turn every 5000 ms with a 500 ms slide. */
export const SWIPER_AUTOPLAY_MS = 5000;
export const SWIPER_ANIMATION_MS = 500;

export interface SwiperProps {
  children: ReactNode;
  autoplay?: boolean;
  interval?: number;
  className?: string;
  label?: string;
}

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The banner carousel on Embla (a kept carousel, about 7 kB gzip): one slide at a time, looping,
 * swipe left/right while a vertical scroll that starts on a banner scrolls the page (Embla only
 * takes a horizontal drag; `touch-action: pan-y`). Autoplay turns a slide every 5 s and pauses
 * while the tab is hidden, while a finger or the keyboard is on it, when the system asks for
 * reduced motion, and with the pause button (WCAG 2.2.2). The first render is plain markup, the
 * same as the prerendered home shell.
 */
export function Swiper({
  children,
  autoplay = true,
  interval = SWIPER_AUTOPLAY_MS,
  className,
  label,
}: SwiperProps) {
  const { t } = useTranslation();
  const slides = Children.toArray(children);
  const count = slides.length;
  // Embla's `duration` is its own unit (about 25 ≈ 500 ms).
  const [viewport, embla] = useEmblaCarousel({ loop: count > 1, duration: 25 });
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const [hidden, setHidden] = useState(false);
  const [calm, setCalm] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setCurrent(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    embla.on('pointerDown', () => setHeld(true));
    embla.on('pointerUp', () => setHeld(false));
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    const onVisibility = () => setHidden(document.hidden);
    document.addEventListener('visibilitychange', onVisibility);
    setCalm(reducedMotion());
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  const running = autoplay && count > 1 && !paused && !held && !hidden && !calm;
  useEffect(() => {
    if (!running || !embla) return;
    const timer = setTimeout(() => embla.scrollNext(), interval);
    return () => clearTimeout(timer);
  }, [running, embla, interval, current]);

  const toggle = useCallback(() => setPaused((p) => !p), []);

  return (
    <div
      className={`${styles.swiper} ${className ?? ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className={styles.viewport} ref={viewport}>
        <div className={styles.track}>
          {slides.map((slide, i) => (
            <div
              key={i}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${count}`}
              data-current={i === current || undefined}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <>
          <div className={styles.dots} aria-hidden="true">
            {slides.map((_, i) => (
              <span key={i} className={`${styles.dot} ${i === current ? styles.dotOn : ''}`} />
            ))}
          </div>
          {autoplay && (
            <button
              type="button"
              className={styles.pause}
              aria-label={paused ? t('common.carouselPlay') : t('common.carouselPause')}
              aria-pressed={paused}
              onClick={toggle}
            >
              <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
                {paused ? (
                  <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
                ) : (
                  <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" fill="currentColor" />
                )}
              </svg>
            </button>
          )}
        </>
      )}
    </div>
  );
}
