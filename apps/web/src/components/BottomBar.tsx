import type { ReactNode } from 'react';
import styles from './BottomBar.module.css';

/** A bar fixed at the bottom of a page (booking totals, submit buttons), with a spacer under the content. */
export function BottomBar({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <div className={styles.bar} role="region" aria-label={label}>
        {children}
      </div>
    </>
  );
}

/** The big green button of a bottom bar or a form. */
export function PrimaryButton({
  children,
  onClick,
  disabled,
  loading,
  type = 'button',
  className,
}: {
  children: ReactNode;
  onClick?: () => void;
  disabled?: boolean;
  loading?: boolean;
  type?: 'button' | 'submit';
  className?: string;
}) {
  return (
    <button
      type={type}
      className={`${styles.primary} ${className ?? ''}`}
      onClick={onClick}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
