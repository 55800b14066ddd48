import { timeSlotRanges } from '@school/contract/helpers/timeSlots';
import { weekdayName } from '@school/contract/helpers/weekday';
import { useTranslation } from 'react-i18next';
import styles from './PlanSummary.module.css';

interface PlanEntry {
  id: number;
  weekday: number;
  start: string;
  durationMinutes: number;
}

/** '09:00-12:00' of a plan row, with the contract's slot rule giving the end. */
function span(entry: PlanEntry): string {
  try {
    const slots = timeSlotRanges(entry.start, entry.durationMinutes / 60);
    return `${entry.start}-${slots[slots.length - 1]?.end ?? entry.start}`;
  } catch {
    return entry.start;
  }
}

/** The teacher's weekly plan in one line per weekday (Monday first). */
export function PlanSummary({ plan }: { plan: readonly PlanEntry[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'zh';
  if (plan.length === 0) return null;
  // Days with the same hours share a line: "每天", or "周一、周三、周五".
  const lines = new Map<string, number[]>();
  for (const wd of [1, 2, 3, 4, 5, 6, 0]) {
    const spans = plan
      .filter((p) => p.weekday === wd)
      .sort((a, b) => a.start.localeCompare(b.start))
      .map(span)
      .join('  ');
    if (spans) lines.set(spans, [...(lines.get(spans) ?? []), wd]);
  }
  const label = (wds: number[]) =>
    wds.length === 7
      ? t('booking.everyDay')
      : wds.map((wd) => weekdayName(wd, 'short', locale)).join(locale === 'en' ? ', ' : '、');
  return (
    <section className={styles.box} aria-label={t('booking.plan')}>
      <h3 className={styles.title}>{t('booking.plan')}</h3>
      <ul className={styles.list}>
        {[...lines].map(([spans, wds]) => (
          <li key={spans}>
            <span className={styles.day}>{label(wds)}</span>
            {/* One unbreakable box per time range: a long day wraps between ranges, never
                inside one ("18:00-" / "21:00"). */}
            <span className={styles.spans}>
              {spans.split('  ').map((range) => (
                <span key={range} className={styles.range}>
                  {range}
                </span>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
