import { useTranslation } from 'react-i18next';
import { schoolToday, useDateFormat } from '../../../lib/schoolTime.ts';
import styles from './WeekStrip.module.css';

/**
 * A week of the timetable: previous / next week, and the seven days with a dot for each day that
 * has lessons. Tapping a day shows only that day; tapping it again shows the whole week.
 */
export function WeekStrip({
  days,
  selected,
  onSelect,
  counts,
  onPrev,
  onNext,
  onToday,
}: {
  days: readonly string[];
  selected: string | null;
  onSelect: (day: string | null) => void;
  counts: ReadonlyMap<string, number>;
  onPrev: () => void;
  onNext: () => void;
  onToday?: () => void;
}) {
  const { t } = useTranslation();
  const fmt = useDateFormat();
  const today = schoolToday();
  const first = days[0] ?? today;
  const last = days[days.length - 1] ?? today;
  return (
    <div className={styles.box}>
      <div className={styles.head}>
        <button
          type="button"
          className={styles.arrow}
          onClick={onPrev}
          aria-label={t('lesson.prevWeek')}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </button>
        <h2 className={styles.range} aria-live="polite">
          {fmt.monthDay(first)} - {fmt.monthDay(last)}
        </h2>
        <button
          type="button"
          className={styles.arrow}
          onClick={onNext}
          aria-label={t('lesson.nextWeek')}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M9 5l7 7-7 7" />
          </svg>
        </button>
        {onToday && !days.includes(today) && (
          <button type="button" className={styles.today} onClick={onToday}>
            {t('lesson.thisWeek')}
          </button>
        )}
      </div>
      <div className={styles.days} role="tablist" aria-label={t('lesson.weekDays')}>
        {days.map((day) => {
          const n = counts.get(day) ?? 0;
          const isSelected = selected === day;
          return (
            <button
              key={day}
              type="button"
              role="tab"
              aria-selected={isSelected}
              className={`${styles.day} ${isSelected ? styles.selected : ''} ${day === today ? styles.isToday : ''}`}
              onClick={() => onSelect(isSelected ? null : day)}
            >
              <span className={styles.week}>
                {day === today ? t('time.today') : fmt.weekday(day)}
              </span>{' '}
              <span className={styles.date}>{Number(day.slice(8))}</span>
              {/* Its name begins with what it shows (WCAG 2.5.3 Label in Name); then the date. */}
              <span className="visually-hidden">
                {` ${fmt.monthDay(day)} ${fmt.weekday(day)} ${t('lesson.lessonsOnDay', { n })}`}
              </span>
              <span className={`${styles.dot} ${n > 0 ? styles.has : ''}`} aria-hidden="true" />
            </button>
          );
        })}
      </div>
    </div>
  );
}
