import type { ReactNode } from 'react';
import styles from './TabHeader.module.css';

/** The large left-aligned title of a tab page (tab pages have no back arrow). */
export function TabHeader({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
    </header>
  );
}
