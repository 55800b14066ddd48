import { useTranslation } from 'react-i18next';
import styles from './StarRating.module.css';

const STAR = 'M12 2.8l2.8 5.7 6.3.9-4.6 4.4 1.1 6.2L12 17.1 6.4 20l1.1-6.2L2.9 9.4l6.3-.9L12 2.8z';

function Star({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true">
      <path d={STAR} />
    </svg>
  );
}

/** Shows a rating out of five (fractions fill part of a star), e.g. a teacher's average. */
export function Stars({
  value,
  size = '0.875rem',
  showValue,
}: {
  value: number;
  size?: string;
  /** Writes the number beside the stars ("4.8"). */
  showValue?: boolean;
}) {
  const { t } = useTranslation();
  const clamped = Math.max(0, Math.min(5, value));
  const label = t('ui.starsLabel', { value: Math.round(clamped * 10) / 10 });
  return (
    <span className={styles.display} role="img" aria-label={label} style={{ fontSize: size }}>
      <span className={styles.track}>
        {[0, 1, 2, 3, 4].map((i) => (
          <Star key={i} className={styles.empty} />
        ))}
        <span className={styles.fill} style={{ width: `${(clamped / 5) * 100}%` }}>
          {[0, 1, 2, 3, 4].map((i) => (
            <Star key={i} className={styles.full} />
          ))}
        </span>
      </span>
      {showValue && <span className={styles.number}>{clamped.toFixed(1)}</span>}
    </span>
  );
}

/** Picks 1 to 5 stars: a radio group, so screen readers and keyboards can use it too. */
export function StarInput({
  value,
  onChange,
  label,
  disabled,
}: {
  value: number;
  onChange: (stars: number) => void;
  label: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.input} role="radiogroup" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          role="radio"
          aria-checked={value === n}
          aria-label={t('ui.starOption', { n })}
          disabled={disabled}
          className={`${styles.pick} ${n <= value ? styles.picked : ''}`}
          onClick={() => onChange(n)}
        >
          <Star />
        </button>
      ))}
    </div>
  );
}
