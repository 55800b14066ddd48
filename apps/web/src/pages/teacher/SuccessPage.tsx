import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { useBookSuccessList } from '../../features/booking/chooseTimes.ts';
import { useCredits } from '../../features/credits/api.ts';
import { PushPrompt } from '../../features/messages/components/PushPrompt.tsx';
import { go, redirectTo, switchTab } from '../../lib/navigation.ts';
import { schoolDate, schoolTime, useDateFormat } from '../../lib/schoolTime.ts';
import styles from './SuccessPage.module.css';

/** 预约成功: the lessons just booked (`bookSuccessList`), then the timetable or home. */
export default function SuccessPage() {
  const { t } = useTranslation();
  const fmt = useDateFormat();
  const lessons = useBookSuccessList();
  const credits = useCredits();
  const sorted = [...lessons].sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt));

  const actions = (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.primary}
        onClick={() => go(redirectTo('/pages/course/myclass'))}
      >
        {t('booking.toTimetable')}
      </button>
      <button
        type="button"
        className={styles.secondary}
        onClick={() => go(switchTab('/pages/home/index'))}
      >
        {t('booking.toHome')}
      </button>
    </div>
  );

  if (sorted.length === 0) {
    return (
      <Page>
        <EmptyState fill icon="calendar" title={t('booking.noNewBooking')} action={actions} />
      </Page>
    );
  }

  return (
    <Page>
      <section className={styles.hero}>
        <div className={styles.check} aria-hidden="true">
          <svg viewBox="0 0 24 24">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </div>
        <h2>{t('booking.successTitle')}</h2>
        <p>
          {t('booking.successSub', { n: sorted.length })}
          {credits.data && ` · ${t('booking.balanceAfter', { n: credits.data.balance })}`}
        </p>
      </section>
      <ul className={styles.list} aria-label={t('booking.bookedLessons')}>
        {sorted.map((lesson) => {
          const day = schoolDate(lesson.startAt);
          return (
            <li key={lesson.id}>
              <span className={styles.date}>
                {fmt.monthDay(day)} {fmt.weekday(day)}
              </span>
              <span className={styles.time}>
                {schoolTime(lesson.startAt)}-{schoolTime(lesson.endAt)}
              </span>
              <span className={styles.teacher}>{lesson.teacher.name}</span>
            </li>
          );
        })}
      </ul>
      <p className={styles.tip}>{t('booking.successTip')}</p>
      <PushPrompt />
      {actions}
    </Page>
  );
}
