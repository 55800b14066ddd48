import type { Slot } from '@school/contract/api/booking';
import { useTranslation } from 'react-i18next';
import { schoolTime } from '../../../lib/schoolTime.ts';
import { clashes } from '../rules.ts';
import styles from './SlotGrid.module.css';

type Period = 'morning' | 'afternoon' | 'evening';

const periodOf = (hhmm: string): Period => {
  const hour = Number(hhmm.slice(0, 2));
  return hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening';
};

/**
 * One day's 30-minute slots in morning / afternoon / evening groups. Open slots toggle; booked,
 * closed and past ones, and those at the time of another of the family's lessons, are shown but
 * disabled. Each button is named by its start time ('09:30').
 */
export function SlotGrid({
  slots,
  chosenIds,
  busy,
  onToggle,
}: {
  slots: readonly Slot[];
  chosenIds: ReadonlySet<number>;
  /** Start instants (ms) of the family's own lessons: those slots clash. */
  busy: ReadonlySet<number>;
  onToggle: (slot: Slot) => void;
}) {
  const { t } = useTranslation();
  const groups = new Map<Period, Slot[]>();
  for (const slot of slots) {
    const p = periodOf(schoolTime(slot.startAt));
    groups.set(p, [...(groups.get(p) ?? []), slot]);
  }
  return (
    <div className={styles.groups}>
      {(['morning', 'afternoon', 'evening'] as const)
        .filter((p) => groups.has(p))
        .map((p) => (
          <section key={p} className={styles.group} aria-label={t(`booking.period.${p}`)}>
            <h3 className={styles.period}>{t(`booking.period.${p}`)}</h3>
            <div className={styles.grid}>
              {(groups.get(p) ?? []).map((slot) => {
                const time = schoolTime(slot.startAt);
                const chosen = chosenIds.has(slot.id);
                const state = slot.mine
                  ? 'mine'
                  : slot.state === 'open' && clashes(slot, busy)
                    ? 'clash'
                    : slot.state;
                const disabled = !chosen && state !== 'open';
                return (
                  <button
                    key={slot.id}
                    type="button"
                    aria-pressed={chosen}
                    disabled={disabled}
                    data-state={state}
                    className={`${styles.slot} ${styles[state]} ${chosen ? styles.chosen : ''}`}
                    onClick={() => onToggle(slot)}
                  >
                    <span className={styles.time}>{time}</span>{' '}
                    {/* Named by what it shows, time then state (WCAG 2.5.3 Label in Name). */}
                    <span className={styles.state}>
                      {chosen ? t('booking.state.chosen') : t(`booking.state.${state}`)}
                    </span>
                  </button>
                );
              })}
            </div>
          </section>
        ))}
    </div>
  );
}
