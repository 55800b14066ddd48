/** The empty view of lists and unfinished pages, and the button under it. */
import type { ReactNode } from 'react';
import styles from './States.module.css';

const icons = {
  box: (
    <path
      d="M4 8l8-4 8 4v8l-8 4-8-4V8zm0 0l8 4m0 0l8-4m-8 4v8"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
      fill="none"
    />
  ),
  sparkle: (
    <path
      d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8L12 3zM18.5 15.5l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8.8-2.2z"
      fill="currentColor"
    />
  ),
  calendar: (
    <g stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round">
      <rect x="4" y="5.5" width="16" height="14" rx="3" />
      <path d="M8 3.5v4M16 3.5v4M4 10h16M9 14h2M13 14h2" />
    </g>
  ),
  compass: (
    <g stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinejoin="round">
      <circle cx="12" cy="12" r="8.5" />
      <path d="M15.5 8.5l-2 5-5 2 2-5 5-2z" />
    </g>
  ),
} as const;

export type StateIcon = keyof typeof icons;

function Icon({ name }: { name: StateIcon }) {
  return (
    <div className={styles.icon} aria-hidden="true">
      <svg viewBox="0 0 24 24">{icons[name]}</svg>
    </div>
  );
}

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: StateIcon;
  action?: ReactNode;
  /** Takes most of the screen height (a whole page that is empty). */
  fill?: boolean;
}

/** An honest "nothing here" view, reused by every list and unfinished page. */
export function EmptyState({ title, description, icon = 'box', action, fill }: EmptyStateProps) {
  return (
    <section className={`${styles.state} ${fill ? styles.fill : ''}`}>
      <Icon name={icon} />
      <h2 className={styles.title}>{title}</h2>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}

/** The call to action under an empty or error state (e.g. 返回首页). */
export function StateButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <button type="button" className={styles.actionButton} onClick={onClick}>
      {children}
    </button>
  );
}
