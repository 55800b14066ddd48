/** Loading and error views (the "empty" view is in EmptyState.tsx, off the first download). */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './States.module.css';

const alertIcon = (
  <g stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round">
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5v5.5M12 16.3v.2" />
  </g>
);

export function LoadingState({ label, fill }: { label?: ReactNode; fill?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.state} ${fill ? styles.fill : ''}`} role="status" aria-live="polite">
      <div className={styles.spinner} aria-hidden="true" />
      <span className={styles.loadingLabel}>{label ?? t('common.loading')}</span>
    </div>
  );
}

export interface ErrorStateProps {
  title?: ReactNode;
  description?: ReactNode;
  /** When given, tapping anywhere on the view calls it (e.g. reload), and a button says so. */
  onRetry?: () => void;
  retryLabel?: ReactNode;
  fill?: boolean;
}

export function ErrorState({ title, description, onRetry, retryLabel, fill }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    // The button inside is the accessible control; the click on the whole view is a bigger target.
    <section
      className={`${styles.state} ${fill ? styles.fill : ''} ${onRetry ? styles.clickable : ''}`}
      role="alert"
      onClick={onRetry}
    >
      <div className={`${styles.icon} ${styles.errorIcon}`} aria-hidden="true">
        <svg viewBox="0 0 24 24">{alertIcon}</svg>
      </div>
      <h2 className={styles.title}>{title ?? t('common.errorTitle')}</h2>
      {description && <p className={styles.description}>{description}</p>}
      {onRetry && (
        <button type="button" className={styles.retry}>
          {retryLabel ?? t('common.retry')}
        </button>
      )}
    </section>
  );
}
