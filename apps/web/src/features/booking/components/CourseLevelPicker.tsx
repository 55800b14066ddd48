import { useTranslation } from 'react-i18next';
import type { LevelOption } from '../courseLevel.ts';
import styles from './CourseLevelPicker.module.css';

/** The course levels a family can book with its credits, as a radio group (confirm screen). */
export function CourseLevelPicker({
  options,
  chosen,
  onChoose,
  disabled,
}: {
  options: LevelOption[];
  chosen: LevelOption | undefined;
  onChoose: (level: number | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const hasCards = options.some((o) => o.level === null);
  return (
    <div role="radiogroup" aria-label={t('packs.chooseLevel')} className={styles.options}>
      {options.map((o) => {
        const on = chosen?.level === o.level;
        return (
          <button
            key={o.level ?? 'card'}
            type="button"
            role="radio"
            aria-checked={on}
            className={`${styles.option} ${on ? styles.on : ''}`}
            onClick={() => onChoose(o.level)}
            disabled={disabled}
          >
            <strong>
              {o.level === null ? t('packs.optionCard') : t('packs.optionPack', { n: o.level })}
            </strong>
            <small>
              {o.level === null
                ? t('packs.optionCardSub', { count: o.credits })
                : t(hasCards ? 'packs.optionPackSub' : 'packs.optionPackOnlySub', {
                    count: o.credits,
                  })}
            </small>
          </button>
        );
      })}
    </div>
  );
}
