import type { Slot } from '@school/contract/api/booking';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/Avatar.tsx';
import { BottomBar, PrimaryButton } from '../../components/BottomBar.tsx';
import { EmptyState, StateButton } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { useSchedule, useSchedulePlan } from '../../features/booking/api.ts';
import {
  readChooseTimes,
  setChooseTimes,
  useChooseTimes,
} from '../../features/booking/chooseTimes.ts';
import { DayStrip } from '../../features/booking/components/DayStrip.tsx';
import { PlanSummary } from '../../features/booking/components/PlanSummary.tsx';
import { SlotGrid } from '../../features/booking/components/SlotGrid.tsx';
import {
  bookingDays,
  clashes,
  MAX_SLOTS_PER_BOOKING,
  pickSlot,
  reconcilePicks,
  slotsByDay,
} from '../../features/booking/rules.ts';
import { useLessonsInRange } from '../../features/lessons/api.ts';
import { useTeacher } from '../../features/teachers/api.ts';
import { go, navigateTo, AUTH_REDIRECT_PATH } from '../../lib/navigation.ts';
import { schoolDate, schoolZone, useDateFormat } from '../../lib/schoolTime.ts';
import { useDataStore } from '../../lib/store.ts';
import { showToast } from '../../lib/toast.ts';
import { idParam, usePageQuery } from '../../lib/usePageQuery.ts';
import styles from './SchedulePage.module.css';

const EMPTY: Slot[] = [];

/**
 * 选择时间 (?id=): the teacher's next 14 days, 30-minute slots by day. Open slots can be picked
 * on any days (at most MAX_SLOTS_PER_BOOKING); the picks live in the store as `chooseTimes`.
 */
export default function SchedulePage() {
  const { t } = useTranslation();
  const fmt = useDateFormat();
  const id = idParam(usePageQuery().id);
  const token = useDataStore((s) => s.token);
  const teacher = useTeacher(id);
  const plan = useSchedulePlan(id);
  const [days] = useState(() => bookingDays(Date.now(), schoolZone()));
  const first = days[0] ?? '';
  const last = days[days.length - 1] ?? first;
  const schedule = useSchedule(id, first, last);
  // The family's own lessons in the window: a slot at the same time cannot be booked too.
  const own = useLessonsInRange(first, last);
  const busy = useMemo(
    () =>
      new Set(
        (own.data ?? [])
          .filter((l) => l.status === 'booked' || l.status === 'in_class')
          .map((l) => Date.parse(l.startAt)),
      ),
    [own.data],
  );
  const slots = schedule.data?.list ?? EMPTY;
  const byDay = useMemo(() => slotsByDay(slots, schoolZone()), [slots]);
  const allChosen = useChooseTimes();
  const chosen = useMemo(() => allChosen.filter((c) => c.teacherId === id), [allChosen, id]);
  const others = allChosen.length - chosen.length;
  const chosenIds = useMemo(() => new Set(chosen.map((c) => c.id)), [chosen]);
  const [picked, setPicked] = useState<string | null>(null);

  const openPerDay = useMemo(
    () =>
      new Map(
        [...byDay].map(([day, list]) => [
          day,
          list.filter((s) => s.state === 'open' && !clashes(s, busy)).length,
        ]),
      ),
    [byDay, busy],
  );
  const firstOpen = days.find((d) => (openPerDay.get(d) ?? 0) > 0);
  const selected = picked ?? firstOpen ?? first;
  const pickedPerDay = useMemo(() => {
    const map = new Map<string, number>();
    for (const c of chosen) {
      const day = schoolDate(c.startAt);
      map.set(day, (map.get(day) ?? 0) + 1);
    }
    return map;
  }, [chosen]);

  // Picks that someone else has taken meanwhile (or that are now too close) are let go.
  useEffect(() => {
    if (!schedule.data) return;
    const stored = readChooseTimes();
    const mine = stored.filter((c) => c.teacherId === id);
    const { kept, dropped } = reconcilePicks(mine, schedule.data.list);
    if (dropped.length === 0) return;
    setChooseTimes([...stored.filter((c) => c.teacherId !== id), ...kept]);
    showToast(t('booking.droppedPicks', { n: dropped.length }));
  }, [schedule.data, id, t]);

  const toggle = (slot: Slot) => {
    if (!teacher.data || id === undefined) return;
    const result = pickSlot(
      allChosen,
      slot,
      { id, name: teacher.data.name, avatar: teacher.data.avatar },
      busy,
    );
    if (result.rejected === 'full') {
      showToast(t('booking.tooMany', { max: MAX_SLOTS_PER_BOOKING }));
      return;
    }
    if (result.rejected) return;
    setChooseTimes(result.chosen);
  };

  const next = () => {
    if (!token) {
      showToast(t('teacher.loginFirst'));
      go(navigateTo(AUTH_REDIRECT_PATH));
      return;
    }
    go(navigateTo('/pages/teacher/confirm-choose'));
  };

  let body;
  if (id === undefined) {
    body = <EmptyState fill icon="compass" title={t('teacher.notFound')} />;
  } else if (schedule.isPending) {
    body = <LoadingState />;
  } else if (schedule.isError) {
    body = (
      <ErrorState
        title={t('booking.loadFailed')}
        description={t('ui.tapRetry')}
        onRetry={() => void schedule.refetch()}
      />
    );
  } else if (!firstOpen && chosen.length === 0) {
    body = (
      <EmptyState
        icon="calendar"
        title={t('booking.noneOpen')}
        description={t('booking.noneOpenHint')}
        action={
          <StateButton onClick={() => go(navigateTo('/pages/choose/choose'))}>
            {t('booking.otherTeachers')}
          </StateButton>
        }
      />
    );
  } else {
    const daySlots = byDay.get(selected) ?? EMPTY;
    body = (
      <>
        <h2 className={styles.dayTitle}>
          {fmt.monthDay(selected)} {fmt.weekday(selected)}
          <span>{t('booking.openCount', { n: openPerDay.get(selected) ?? 0 })}</span>
        </h2>
        {daySlots.length === 0 ? (
          <EmptyState
            icon="calendar"
            title={t('booking.dayEmpty')}
            description={t('booking.dayEmptyHint')}
          />
        ) : (
          <SlotGrid slots={daySlots} chosenIds={chosenIds} busy={busy} onToggle={toggle} />
        )}
        <ul className={styles.legend} aria-label={t('booking.legend')}>
          <li className={styles.lOpen}>{t('booking.state.open')}</li>
          <li className={styles.lChosen}>{t('booking.state.chosen')}</li>
          <li className={styles.lMine}>{t('booking.state.mine')}</li>
          <li className={styles.lOff}>{t('booking.state.unavailable')}</li>
        </ul>
      </>
    );
  }

  return (
    <Page flush>
      {teacher.data && (
        <div className={styles.teacher}>
          <Avatar src={teacher.data.avatar} alt="" size="2.5rem" />
          <div>
            <strong>{teacher.data.name}</strong>
            <span>{t('booking.rule')}</span>
          </div>
        </div>
      )}
      {id !== undefined && (
        <DayStrip
          days={days}
          selected={selected}
          onSelect={setPicked}
          pickedPerDay={pickedPerDay}
          openPerDay={schedule.data ? openPerDay : undefined}
        />
      )}
      <div className={styles.body}>
        {others > 0 && chosen.length === 0 && (
          <p className={styles.notice} role="note">
            {t('booking.otherTeacherPicks', { n: others })}
          </p>
        )}
        {body}
        {plan.data && <PlanSummary plan={plan.data} />}
      </div>
      <BottomBar label={t('booking.summary')}>
        <div className={styles.count} aria-live="polite">
          <strong>{t('booking.pickedCount', { n: chosen.length })}</strong>
          <span>
            {chosen.length > 0
              ? t('booking.creditsNeeded', { n: chosen.length })
              : t('booking.pickHint', { max: MAX_SLOTS_PER_BOOKING })}
          </span>
        </div>
        <PrimaryButton onClick={next} disabled={chosen.length === 0}>
          {t('booking.next')}
        </PrimaryButton>
      </BottomBar>
    </Page>
  );
}
