import { EntryIcon } from './EntryIcon.tsx';
import type { EntryIconName } from './EntryIcon.tsx';
import styles from './MenuList.module.css';

export interface MenuItem {
  key: string;
  label: string;
  icon: EntryIconName;
  color: string;
  onClick: () => void;
  /** A count shown as a red pill (unread messages); hidden when 0. */
  badge?: number;
  /** What the pill says to a screen reader ("3 条未读"). */
  badgeLabel?: string;
}

/** Rows with a tinted icon, a label and a chevron (settings-style lists). */
export function MenuList({ items }: { items: MenuItem[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.key}>
          <button type="button" className={styles.row} onClick={item.onClick}>
            <span
              className={styles.icon}
              style={{
                color: item.color,
                background: `color-mix(in srgb, ${item.color} 14%, white)`,
              }}
            >
              <EntryIcon name={item.icon} size="1.125rem" />
            </span>
            <span className={styles.label}>{item.label}</span>
            {item.badge ? (
              <span className={styles.badge} aria-label={item.badgeLabel} data-testid="menu-badge">
                {item.badge > 99 ? '99+' : item.badge}
              </span>
            ) : null}
            <svg className={styles.chevron} viewBox="0 0 24 24" fill="none" aria-hidden="true">
              <path d="M9 5l7 7-7 7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  );
}
