import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './PullRefresh.module.css';

/** How far (px, after damping) the page must be pulled before releasing refreshes it. */
export const PULL_THRESHOLD = 60;
/** The height of the head while refreshing and while "done" shows. */
export const PULL_HEAD_HEIGHT = 40;
/** How long "done" shows before the head closes. */
export const PULL_COMPLETE_MS = 500;

type Status = 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/** Pulling follows the finger at half speed and ever more slowly past the threshold. */
export function dampedPull(distance: number): number {
  if (distance <= 0) return 0;
  const half = distance / 2;
  return half <= PULL_THRESHOLD ? half : PULL_THRESHOLD + Math.sqrt(half - PULL_THRESHOLD) * 4;
}

const atTop = () => (document.scrollingElement?.scrollTop ?? window.scrollY) <= 0;

/**
 * Pull-down refresh (spec §4: pulling, reached, refreshing, and back) with the app's texts.
 * `onRefresh` resolves when the new data is in. A few lines of touch handling and one CSS
 * transition: the home tab and the lists that use it do not download antd-mobile's gesture and
 * animation libraries (about 25 kB gzip) for it.
 */
export function PullRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('pulling');
  const [height, setHeight] = useState(0);
  const [dragging, setDragging] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const refresh = useRef(onRefresh);
  useEffect(() => {
    refresh.current = onRefresh;
  });

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let startY: number | null = null;
    let pulled = 0;
    let busy = false;
    const onStart = (e: TouchEvent) => {
      const touch = e.touches[0];
      startY = !busy && touch && e.touches.length === 1 && atTop() ? touch.clientY : null;
      pulled = 0;
    };
    const onMove = (e: TouchEvent) => {
      const touch = e.touches[0];
      if (startY === null || !touch) return;
      const distance = touch.clientY - startY;
      if (distance <= 0 && pulled === 0) {
        startY = null; // scrolling up: not a pull
        return;
      }
      // The page does not scroll, bounce or reload (the browser's own pull) while it is pulled.
      if (e.cancelable) e.preventDefault();
      pulled = dampedPull(distance);
      setDragging(true);
      setHeight(pulled);
      setStatus(pulled >= PULL_THRESHOLD ? 'canRelease' : 'pulling');
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      setDragging(false);
      if (pulled < PULL_THRESHOLD) {
        setHeight(0);
        return;
      }
      busy = true;
      setStatus('refreshing');
      setHeight(PULL_HEAD_HEIGHT);
      void Promise.resolve()
        .then(() => refresh.current())
        .catch(() => undefined) // the screen shows a failed refresh itself
        .then(() => {
          setStatus('complete');
          return new Promise((r) => setTimeout(r, PULL_COMPLETE_MS));
        })
        .then(() => {
          busy = false;
          setHeight(0);
        });
    };
    el.addEventListener('touchstart', onStart, { passive: true });
    el.addEventListener('touchmove', onMove, { passive: false });
    el.addEventListener('touchend', onEnd);
    el.addEventListener('touchcancel', onEnd);
    return () => {
      el.removeEventListener('touchstart', onStart);
      el.removeEventListener('touchmove', onMove);
      el.removeEventListener('touchend', onEnd);
      el.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  const text = {
    pulling: t('ui.refreshPulling'),
    canRelease: t('ui.refreshCanRelease'),
    refreshing: t('ui.refreshing'),
    complete: t('ui.refreshComplete'),
  }[status];
  return (
    <div ref={box}>
      <div
        className={`${styles.head} ${dragging ? '' : styles.settle}`}
        style={{ height }}
        aria-hidden={height === 0}
      >
        <div className={styles.headContent} role="status">
          {height > 0 ? text : null}
        </div>
      </div>
      {children}
    </div>
  );
}
