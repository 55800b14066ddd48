import { withQuery } from '@school/contract/helpers/query';
import { useTranslation } from 'react-i18next';
import { EmptyState, StateButton } from '../../components/EmptyState.tsx';
import { EntryIcon } from '../../components/EntryIcon.tsx';
import type { EntryIconName } from '../../components/EntryIcon.tsx';
import { Section } from '../../components/Section.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { TabHeader } from '../../components/TabHeader.tsx';
import { TextbookShelf, useHasTextbooks } from '../../features/books/components/TextbookShelf.tsx';
import { useCredits } from '../../features/credits/api.ts';
import { useUpcomingLessons } from '../../features/lessons/api.ts';
import { LessonCard } from '../../features/lessons/components/LessonCard.tsx';
import { NextLessonCard } from '../../features/lessons/components/NextLessonCard.tsx';
import { useCancelFlow } from '../../features/lessons/useCancelFlow.tsx';
import { countLeaves, setClickOutlineIndex, useOutlines } from '../../features/outline/api.ts';
import { go, navigateTo } from '../../lib/navigation.ts';
import { useDataStore } from '../../lib/store.ts';
import styles from './CoursePage.module.css';

const quick: {
  key: 'myclass' | 'choose' | 'progress' | 'history';
  icon: EntryIconName;
  color: string;
  path: string;
}[] = [
  { key: 'myclass', icon: 'calendar', color: '#20c05c', path: '/pages/course/myclass' },
  { key: 'choose', icon: 'teacher', color: '#4ea8ff', path: '/pages/choose/choose' },
  { key: 'progress', icon: 'chart', color: '#ff9448', path: '/pages/course/courseprogress' },
  { key: 'history', icon: 'history', color: '#9a7bff', path: '/pages/course/historyCourse' },
];

// Text colours at 4.5:1 on their own 12% tint (WCAG AA).
const LEVEL_COLORS = ['#0e7a39', '#1b63ad', '#a35200', '#6b4fd8', '#a01f55', '#0f766e'];

function UpcomingLessons() {
  const { t } = useTranslation();
  const upcoming = useUpcomingLessons(3);
  const cancel = useCancelFlow();
  if (upcoming.isPending) return <LoadingState />;
  if (upcoming.isError) {
    return (
      <ErrorState
        title={t('lesson.loadFailed')}
        description={t('ui.tapRetry')}
        onRetry={() => void upcoming.refetch()}
      />
    );
  }
  const [first, ...rest] = upcoming.data.list;
  if (!first) {
    return (
      <EmptyState
        icon="calendar"
        title={t('course.noUpcoming')}
        description={t('course.noUpcomingHint')}
        action={
          <StateButton onClick={() => go(navigateTo('/pages/choose/choose'))}>
            {t('course.bookNow')}
          </StateButton>
        }
      />
    );
  }
  return (
    <>
      <NextLessonCard lesson={first} />
      {rest.map((lesson) => (
        <LessonCard
          key={lesson.id}
          lesson={lesson}
          onCancel={(l) => void cancel.start(l)}
          cancelling={cancel.pendingId === lesson.id}
        />
      ))}
    </>
  );
}

function CreditsStrip() {
  const { t } = useTranslation();
  const credits = useCredits();
  return (
    <button
      type="button"
      className={styles.credits}
      onClick={() => go(navigateTo('/pages/course/courseprogress'))}
    >
      <span className={styles.creditsLabel}>{t('course.creditsLeft')}</span>
      <strong className={styles.creditsValue}>{credits.data ? credits.data.balance : '–'}</strong>
      <span className={styles.creditsMore}>{t('course.creditsDetail')}</span>
    </button>
  );
}

function OutlinePreview() {
  const { t } = useTranslation();
  const { outlines, isPending, isError, refetch } = useOutlines();
  if (outlines.length === 0) {
    if (isPending) return <LoadingState />;
    if (isError)
      return <ErrorState title={t('outline.loadFailed')} onRetry={() => void refetch()} />;
    return <EmptyState icon="compass" title={t('course.outlineEmpty')} />;
  }
  return (
    <div className={styles.levels}>
      {outlines.map((level, index) => {
        const color = LEVEL_COLORS[index % LEVEL_COLORS.length] ?? '#0e7a39';
        return (
          <button
            key={level.id}
            type="button"
            className={styles.level}
            style={{ background: `color-mix(in srgb, ${color} 12%, white)`, color }}
            onClick={() => {
              setClickOutlineIndex(index);
              go(navigateTo(withQuery('/pages/category/category-unit', { id: level.id })));
            }}
          >
            <span className={styles.levelName}>{level.name}</span>
            <span className={styles.levelMeta}>
              {t('outline.unitCount', { n: level.children.length })} ·{' '}
              {t('outline.lessonCount', { n: countLeaves(level) })}
            </span>
          </button>
        );
      })}
    </div>
  );
}

/**
 * 课程: next lessons, shortcuts (timetable, booking, credits, history), credits, the outline and
 * the textbooks.
 */
export default function CoursePage() {
  const { t } = useTranslation();
  const token = useDataStore((s) => s.token);
  const hasTextbooks = useHasTextbooks();
  return (
    <div className={styles.page}>
      <TabHeader title={t('titles.course.index')} subtitle={t('course.subtitle')} />
      <Section>
        <div className={styles.quick}>
          {quick.map((q) => (
            <button
              key={q.key}
              type="button"
              className={styles.quickItem}
              onClick={() => go(navigateTo(q.path))}
            >
              <span
                className={styles.quickIcon}
                style={{ color: q.color, background: `color-mix(in srgb, ${q.color} 13%, white)` }}
              >
                <EntryIcon name={q.icon} />
              </span>
              {t(`course.quick.${q.key}`)}
            </button>
          ))}
        </div>
      </Section>

      {token ? (
        <>
          <Section
            title={t('course.nextLessons')}
            extra={
              <button
                type="button"
                className={styles.more}
                onClick={() => go(navigateTo('/pages/course/myclass'))}
              >
                {t('course.viewTimetable')}
              </button>
            }
          >
            <UpcomingLessons />
          </Section>
          <div className={styles.creditsWrap}>
            <CreditsStrip />
          </div>
        </>
      ) : (
        <Section>
          <EmptyState
            icon="calendar"
            title={t('course.loginTitle')}
            description={t('course.loginHint')}
            action={
              <StateButton onClick={() => go(navigateTo('/pages/login/login'))}>
                {t('course.login')}
              </StateButton>
            }
          />
        </Section>
      )}

      <Section
        title={t('course.outline')}
        extra={
          <button
            type="button"
            className={styles.more}
            onClick={() => go(navigateTo('/pages/category/category'))}
          >
            {t('course.outlineAll')}
          </button>
        }
      >
        <OutlinePreview />
      </Section>

      {hasTextbooks && (
        <Section title={t('course.textbooks')}>
          <TextbookShelf />
        </Section>
      )}
    </div>
  );
}
