import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/schoolTime.ts';
import styles from './DayStrip.module.css';

/**
 * The 14 bookable days as a scrollable strip: weekday name (contract helper), day of month, and
 * how many slots are picked that day.
 */
export function DayStrip({
  days,
  selected,
  onSelect,
  pickedPerDay,
  openPerDay,
}: {
  days: readonly string[];
  selected: string;
  onSelect: (day: string) => void;
  pickedPerDay: ReadonlyMap<string, number>;
  /** Open slots per day once known (a day with none is dimmed). */
  openPerDay?: ReadonlyMap<string, number>;
}) {
  const { t } = useTranslation();
  const fmt = useDateFormat();
  const strip = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = strip.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    el?.scrollIntoView?.({ block: 'nearest', inline: 'center', behavior: 'smooth' });
  }, [selected]);

  return (
    <div ref={strip} className={styles.strip} role="tablist" aria-label={t('booking.days')}>
      {days.map((day) => {
        const picked = pickedPerDay.get(day) ?? 0;
        const none = openPerDay !== undefined && (openPerDay.get(day) ?? 0) === 0;
        const isSelected = day === selected;
        return (
          <button
            key={day}
            type="button"
            role="tab"
            aria-selected={isSelected}
            className={`${styles.day} ${isSelected ? styles.selected : ''} ${none ? styles.none : ''}`}
            onClick={() => onSelect(day)}
          >
            {/* Spaces between the parts of its name (a flex box shows none of them). */}
            <span className={styles.week}>{fmt.relativeDay(day)}</span>{' '}
            <span className={styles.date}>{Number(day.slice(8))}</span>{' '}
            {picked > 0 ? (
              <span className={styles.badge}>{picked}</span>
            ) : (
              <span className={styles.month}>{fmt.month(day)}</span>
            )}
            {/* Its name begins with what it shows (WCAG 2.5.3 Label in Name); then the date. */}
            <span className="visually-hidden">
              {` ${fmt.monthDay(day)} ${fmt.weekday(day)}${picked ? ` ${t('booking.pickedOnDay', { n: picked })}` : ''}`}
            </span>
          </button>
        );
      })}
    </div>
  );
}
