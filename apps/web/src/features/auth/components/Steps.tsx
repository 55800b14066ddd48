import styles from './AuthForm.module.css';

/** A two-or-more step indicator: numbered dots joined by lines. */
export function Steps({ labels, current }: { labels: string[]; current: number }) {
  return (
    <ol
      className={styles.steps}
      aria-label={labels.join(' / ')}
      style={{ listStyle: 'none', padding: 0 }}
    >
      {labels.map((label, i) => (
        <li key={label} style={{ display: 'contents' }}>
          {i > 0 && <span className={styles.stepLine} aria-hidden="true" />}
          <span
            className={`${styles.step} ${i === current ? styles.stepActive : ''} ${i < current ? styles.stepDone : ''}`}
            aria-current={i === current ? 'step' : undefined}
          >
            <span className={styles.stepNumber}>{i < current ? '✓' : i + 1}</span>
            {label}
          </span>
        </li>
      ))}
    </ol>
  );
}
