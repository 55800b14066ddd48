import { useTranslation } from 'react-i18next';
import type { Quality } from '../../features/classroom/quality.ts';
import styles from './quality.module.css';

const BARS: Record<Quality, number> = { good: 3, weak: 2, lost: 0 };

/**
 * 良好 / 较弱 / 已断开: the connection to the other side (useConnectionQuality), as bars and a
 * word; a status, so a screen reader hears it change.
 */
export function ConnectionQuality({ quality }: { quality: Quality | null }) {
  const { t } = useTranslation();
  if (!quality) return null;
  const word = t(`live.quality.${quality}`);
  return (
    <span
      className={styles.quality}
      data-quality={quality}
      data-testid="connection-quality"
      role="status"
      aria-label={t('live.quality.label', { quality: word })}
    >
      <span className={styles.bars} aria-hidden="true">
        {[1, 2, 3].map((n) => (
          <span key={n} className={styles.bar} data-on={n <= BARS[quality]} />
        ))}
      </span>
      {word}
    </span>
  );
}
