import { addDays } from '@school/contract/helpers/time';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, StateButton } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import type { Lesson } from '../../features/lessons/api.ts';
import { useComingLesson, useLessonsInRange } from '../../features/lessons/api.ts';
import { LessonCard } from '../../features/lessons/components/LessonCard.tsx';
import { WeekStrip } from '../../features/lessons/components/WeekStrip.tsx';
import { weekDays, weekStart } from '../../features/lessons/rules.ts';
import { useCancelFlow } from '../../features/lessons/useCancelFlow.tsx';
import { go, navigateTo } from '../../lib/navigation.ts';
import { schoolDate, schoolToday, useDateFormat } from '../../lib/schoolTime.ts';
import { useDataStore } from '../../lib/store.ts';
import styles from './MyClassPage.module.css';

/** 我的课表: a week at a time, each lesson with its status, the way into class, and cancelling. */
export default function MyClassPage() {
  const { t } = useTranslation();
  const fmt = useDateFormat();
  const token = useDataStore((s) => s.token);
  const [monday, setMonday] = useState(() => weekStart(schoolToday()));
  const [selected, setSelected] = useState<string | null>(null);
  const days = useMemo(() => weekDays(monday), [monday]);
  const sunday = days[6] ?? monday;
  const lessons = useLessonsInRange(monday, sunday);
  const cancel = useCancelFlow();
  const list = lessons.data;
  const emptyWeek = list !== undefined && list.length === 0;
  const coming = useComingLesson(emptyWeek);

  const byDay = useMemo(() => {
    const map = new Map<string, Lesson[]>();
    for (const lesson of [...(list ?? [])].sort(
      (a, b) => Date.parse(a.startAt) - Date.parse(b.startAt),
    )) {
      const day = schoolDate(lesson.startAt);
      map.set(day, [...(map.get(day) ?? []), lesson]);
    }
    return map;
  }, [list]);
  const counts = useMemo(
    () => new Map([...byDay].map(([day, l]) => [day, l.length] as const)),
    [byDay],
  );

  const moveWeek = (weeks: number) => {
    setMonday((m) => addDays(m, weeks * 7));
    setSelected(null);
  };

  if (!token) {
    return (
      <Page>
        <EmptyState
          fill
          icon="calendar"
          title={t('course.loginTitle')}
          description={t('course.loginHint')}
          action={
            <StateButton onClick={() => go(navigateTo('/pages/login/login'))}>
              {t('course.login')}
            </StateButton>
          }
        />
      </Page>
    );
  }

  const shownDays = selected ? [selected] : days.filter((d) => byDay.has(d));
  const comingLesson = coming.data;
  const comingWeek = comingLesson ? weekStart(schoolDate(comingLesson.startAt)) : null;

  let body;
  if (lessons.isPending) body = <LoadingState />;
  else if (lessons.isError && !list) {
    body = (
      <ErrorState
        title={t('lesson.loadFailed')}
        description={t('ui.tapRetry')}
        onRetry={() => void lessons.refetch()}
      />
    );
  } else if (shownDays.every((d) => !byDay.has(d))) {
    body = (
      <EmptyState
        icon="calendar"
        title={selected ? t('lesson.noLessonsDay') : t('lesson.noLessonsWeek')}
        description={
          comingLesson && comingWeek && comingWeek !== monday
            ? t('lesson.nextLessonOn', { time: fmt.dateTime(comingLesson.startAt) })
            : t('course.noUpcomingHint')
        }
        action={
          comingLesson && comingWeek && comingWeek !== monday ? (
            <StateButton
              onClick={() => {
                setMonday(comingWeek);
                setSelected(null);
              }}
            >
              {t('lesson.goToNextLesson')}
            </StateButton>
          ) : (
            <StateButton onClick={() => go(navigateTo('/pages/choose/choose'))}>
              {t('course.bookNow')}
            </StateButton>
          )
        }
      />
    );
  } else {
    body = shownDays.map((day) => (
      <section
        key={day}
        className={styles.day}
        aria-label={`${fmt.monthDay(day)} ${fmt.weekday(day)}`}
      >
        <h3 className={styles.dayTitle}>
          {fmt.monthDay(day)} {fmt.weekday(day)}
          {day === schoolToday() && <span className={styles.today}>{t('time.today')}</span>}
        </h3>
        {(byDay.get(day) ?? []).map((lesson) => (
          <LessonCard
            key={lesson.id}
            lesson={lesson}
            showDate={false}
            afterLinks
            onCancel={(l) => void cancel.start(l)}
            cancelling={cancel.pendingId === lesson.id}
          />
        ))}
      </section>
    ));
  }

  return (
    <Page
      right={
        <button
          type="button"
          className={styles.book}
          onClick={() => go(navigateTo('/pages/choose/choose'))}
        >
          {t('course.bookShort')}
        </button>
      }
    >
      <WeekStrip
        days={days}
        selected={selected}
        onSelect={setSelected}
        counts={counts}
        onPrev={() => moveWeek(-1)}
        onNext={() => moveWeek(1)}
        onToday={() => {
          setMonday(weekStart(schoolToday()));
          setSelected(null);
        }}
      />
      <div className={styles.list} aria-busy={lessons.isFetching}>
        {body}
      </div>
    </Page>
  );
}
