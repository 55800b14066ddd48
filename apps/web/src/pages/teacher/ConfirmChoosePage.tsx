import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/Avatar.tsx';
import { BottomBar, PrimaryButton } from '../../components/BottomBar.tsx';
import { EmptyState, StateButton } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { LoadingState } from '../../components/States.tsx';
import { useBookSlots } from '../../features/booking/api.ts';
import { setChooseTimes, useChooseTimes } from '../../features/booking/chooseTimes.ts';
import { CourseLevelPicker } from '../../features/booking/components/CourseLevelPicker.tsx';
import { useCourseLevel } from '../../features/booking/courseLevel.ts';
import { useCredits } from '../../features/credits/api.ts';
import {
  go,
  navigateBack,
  navigateTo,
  redirectTo,
  switchTab,
  AUTH_REDIRECT_PATH,
} from '../../lib/navigation.ts';
import { isApiError } from '../../lib/request.ts';
import { schoolDate, schoolTime, useDateFormat } from '../../lib/schoolTime.ts';
import { useDataStore } from '../../lib/store.ts';
import styles from './ConfirmChoosePage.module.css';

const NOTE_MAX = 200;

/** The booking failures the screen explains beside the catalogue's toast (docs/design/api.md §3). */
const PROBLEMS = { 2002: 'taken', 2003: 'credits', 2004: 'window' } as const;
type Problem = (typeof PROBLEMS)[keyof typeof PROBLEMS];
const problemOf = (error: unknown): Problem | null =>
  isApiError(error) && error.code in PROBLEMS
    ? PROBLEMS[error.code as keyof typeof PROBLEMS]
    : null;

/**
 * 确认预约: the picked slots, the course level when the family holds course-pack credits (a pack
 * books lessons of its own level only, a card any), the credits they use and what is left, an
 * optional note, and the booking itself (all or nothing). On success the lessons go to
 * `bookSuccessList`, the picks are cleared, and the success page replaces this one so back cannot
 * book again.
 */
export default function ConfirmChoosePage() {
  const { t } = useTranslation();
  const fmt = useDateFormat();
  const token = useDataStore((s) => s.token);
  const chosen = useChooseTimes();
  const credits = useCredits();
  const book = useBookSlots();
  const level = useCourseLevel(credits.data?.grants);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [booked, setBooked] = useState(false);

  if (booked) {
    // Booked: the success page is on its way (the picks are already cleared).
    return (
      <Page>
        <LoadingState fill />
      </Page>
    );
  }
  if (!token) {
    return (
      <Page>
        <EmptyState
          fill
          title={t('teacher.loginFirst')}
          action={
            <StateButton onClick={() => go(navigateTo(AUTH_REDIRECT_PATH))}>
              {t('course.login')}
            </StateButton>
          }
        />
      </Page>
    );
  }
  if (chosen.length === 0) {
    return (
      <Page>
        <EmptyState
          fill
          icon="calendar"
          title={t('booking.nothingPicked')}
          description={t('booking.nothingPickedHint')}
          action={
            <StateButton onClick={() => go(navigateBack())}>{t('booking.goPick')}</StateButton>
          }
        />
      </Page>
    );
  }

  const teacher = chosen[0];
  const needed = chosen.length;
  // With pack credits, only those of the chosen level (and cards) can pay.
  const balance = level.chosen ? level.chosen.credits : credits.data?.balance;
  const left = balance === undefined ? undefined : balance - needed;
  const short = left !== undefined && left < 0;

  const remove = (id: number) => setChooseTimes(chosen.filter((c) => c.id !== id));

  const submit = () => {
    setProblem(null);
    book.mutate(
      {
        slotIds: chosen.map((c) => c.id),
        note: note.trim() || undefined,
        ...(level.chosen ? { courseLevel: level.chosen.level } : {}),
      },
      {
        onSuccess: (out) => {
          setBooked(true);
          useDataStore
            .getState()
            .set({ bookSuccessList: out.lessons, chooseTimes: [], chooseCourseLevel: null });
          go(redirectTo('/pages/teacher/success'));
        },
        onError: (error) => setProblem(problemOf(error)),
      },
    );
  };

  return (
    <Page>
      {teacher && (
        <section className={styles.teacher}>
          <Avatar src={teacher.teacherAvatar} alt="" size="2.75rem" />
          <div>
            <strong>{teacher.teacherName}</strong>
            <span>{t('booking.lessonKind')}</span>
          </div>
        </section>
      )}

      <section className={styles.card}>
        <h2 className={styles.title}>
          {t('booking.pickedTimes')}
          <button type="button" className={styles.edit} onClick={() => go(navigateBack())}>
            {t('booking.change')}
          </button>
        </h2>
        <ul className={styles.slots} aria-label={t('booking.pickedTimes')}>
          {chosen.map((c) => {
            const day = schoolDate(c.startAt);
            return (
              <li key={c.id} className={styles.slot}>
                <span className={styles.day}>
                  {fmt.monthDay(day)} <small>{fmt.relativeDay(day)}</small>
                </span>
                <span className={styles.time}>
                  {schoolTime(c.startAt)}-{schoolTime(c.endAt)}
                </span>
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={t('booking.remove', { time: fmt.dateTime(c.startAt) })}
                  onClick={() => remove(c.id)}
                  disabled={book.isPending}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      </section>

      {level.options.length > 0 && (
        <section className={styles.card}>
          <h2 className={styles.title}>{t('packs.chooseLevel')}</h2>
          <CourseLevelPicker
            options={level.options}
            chosen={level.chosen}
            onChoose={level.choose}
            disabled={book.isPending}
          />
          <p className={styles.hint}>{t('packs.chooseHint')}</p>
        </section>
      )}

      <section className={styles.card} aria-label={t('booking.credits')}>
        <h2 className={styles.title}>{t('booking.credits')}</h2>
        {credits.isPending ? (
          <LoadingState />
        ) : (
          <dl className={styles.totals}>
            <div>
              <dt>
                {level.chosen
                  ? level.chosen.level === null
                    ? t('packs.usableCard')
                    : t('packs.usableFor', { level: t('packs.level', { n: level.chosen.level }) })
                  : t('booking.balanceNow')}
              </dt>
              <dd data-testid="credits-balance">{balance ?? '–'}</dd>
            </div>
            <div>
              <dt>{t('booking.creditsUsed')}</dt>
              <dd data-testid="credits-used">-{needed}</dd>
            </div>
            <div className={styles.after}>
              <dt>{t('booking.creditsLeft')}</dt>
              <dd data-testid="credits-left" className={short ? styles.negative : ''}>
                {left === undefined ? '–' : Math.max(0, left)}
              </dd>
            </div>
          </dl>
        )}
        {credits.isError && <p className={styles.warn}>{t('booking.creditsUnknown')}</p>}
        {short && (
          <div className={styles.shortage} role="alert">
            <span>{t('booking.short', { n: -(left ?? 0) })}</span>
            <button type="button" onClick={() => go(switchTab('/pages/mall/index'))}>
              {t('credits.buy')}
            </button>
          </div>
        )}
      </section>

      <section className={styles.card}>
        <label className={styles.title} htmlFor="booking-note">
          {t('booking.note')}
        </label>
        <textarea
          id="booking-note"
          className={styles.textarea}
          rows={3}
          maxLength={NOTE_MAX}
          value={note}
          placeholder={t('booking.notePlaceholder')}
          onChange={(e) => setNote(e.target.value)}
        />
        <p className={styles.counter}>
          {note.length}/{NOTE_MAX}
        </p>
      </section>

      <ul className={styles.rules}>
        <li>{t('booking.ruleCancel')}</li>
        <li>{t('booking.ruleClassroom')}</li>
      </ul>

      {problem && (
        <div className={styles.problem} role="alert">
          <p>{t(`booking.problem.${problem}`)}</p>
          {problem === 'credits' ? (
            <button type="button" onClick={() => go(switchTab('/pages/mall/index'))}>
              {t('credits.buy')}
            </button>
          ) : (
            <button type="button" onClick={() => go(navigateBack())}>
              {t('booking.repick')}
            </button>
          )}
        </div>
      )}

      <BottomBar label={t('booking.summary')}>
        <div className={styles.sum}>
          <span>{t('booking.totalLessons', { n: needed })}</span>
          <strong>{t('booking.totalCredits', { n: needed })}</strong>
        </div>
        <PrimaryButton onClick={submit} loading={book.isPending} disabled={short}>
          {t('booking.confirm')}
        </PrimaryButton>
      </BottomBar>
    </Page>
  );
}
