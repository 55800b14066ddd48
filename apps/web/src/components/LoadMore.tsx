import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './LoadMore.module.css';

export interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  /** The last attempt failed (the error itself was already shown by the catalogue). */
  failed?: boolean;
  onLoad: () => void;
  /** Says "no more" at the end (off for a list that fits on its first page). */
  showEnd?: boolean;
}

/**
 * The foot of an infinite list: loads the next page when it scrolls into view, and is also a
 * button (for keyboards, screen readers, and browsers without IntersectionObserver). After a
 * failure it waits for a tap instead of retrying by itself.
 */
export function LoadMore({ hasMore, loading, failed, onLoad, showEnd = true }: LoadMoreProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoad);
  useEffect(() => {
    latest.current = onLoad;
  });

  useEffect(() => {
    const el = ref.current;
    if (!el || !hasMore || loading || failed || typeof IntersectionObserver === 'undefined') return;
    // Observing anew after each page also catches a foot that is still in view (a short page).
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '0px 0px 160px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, loading, failed]);

  return (
    <div ref={ref} className={styles.foot}>
      {loading ? (
        <span className={styles.note} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {t('common.loading')}
        </span>
      ) : failed ? (
        <button type="button" className={styles.button} onClick={onLoad}>
          {t('ui.loadFailedRetry')}
        </button>
      ) : hasMore ? (
        <button type="button" className={styles.button} onClick={onLoad}>
          {t('ui.loadMore')}
        </button>
      ) : showEnd ? (
        <span className={styles.note}>{t('ui.noMore')}</span>
      ) : null}
    </div>
  );
}
