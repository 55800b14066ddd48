import type { ReactNode } from 'react';
import styles from './InfoRow.module.css';

export interface InfoRowProps {
  label: ReactNode;
  value?: ReactNode;
  /** Opens an editor or a page; without it the row only shows its value. */
  onClick?: () => void;
  /** Muted value (e.g. 未设置). */
  placeholder?: boolean;
  /** Red label (e.g. 注销账号). */
  danger?: boolean;
  testId?: string;
}

/** A settings-style row: a label, its value on the right and, when it opens something, a chevron. */
export function InfoRow({ label, value, onClick, placeholder, danger, testId }: InfoRowProps) {
  const content = (
    <>
      <span className={`${styles.label} ${danger ? styles.danger : ''}`}>{label}</span>
      {value !== undefined && (
        <span
          className={`${styles.value} ${placeholder ? styles.placeholder : ''}`}
          data-testid={testId}
        >
          {value}
        </span>
      )}
      {onClick && (
        <svg className={styles.chevron} viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <path d="M9 5l7 7-7 7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      )}
    </>
  );
  return (
    <li className={styles.item}>
      {onClick ? (
        <button type="button" className={styles.row} onClick={onClick}>
          {content}
        </button>
      ) : (
        <div className={styles.row}>{content}</div>
      )}
    </li>
  );
}

/** A white card of InfoRows. */
export function InfoList({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}
