import type { ReactNode } from 'react';
import styles from './Section.module.css';

/** A white rounded card with a title, the building block of the tab pages. */
export function Section({
  title,
  extra,
  children,
  className,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`${styles.section} ${className ?? ''}`}>
      {(title || extra) && (
        <div className={styles.head}>
          {title && <h2 className={styles.title}>{title}</h2>}
          {extra}
        </div>
      )}
      {children}
    </section>
  );
}
