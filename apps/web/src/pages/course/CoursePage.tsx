import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, StateButton } from '../../components/EmptyState.tsx';
import { EntryIcon } from '../../components/EntryIcon.tsx';
import type { EntryIconName } from '../../components/EntryIcon.tsx';
import { Section } from '../../components/Section.tsx';
import { TabHeader } from '../../components/TabHeader.tsx';
import { go, navigateTo } from '../../lib/navigation.ts';
import styles from './CoursePage.module.css';

const quick: {
  key: 'myclass' | 'record' | 'progress' | 'history';
  icon: EntryIconName;
  color: string;
  path: string;
}[] = [
  { key: 'myclass', icon: 'calendar', color: '#20c05c', path: '/pages/course/myclass' },
  { key: 'record', icon: 'report', color: '#4ea8ff', path: '/pages/course/record' },
  { key: 'progress', icon: 'chart', color: '#ff9448', path: '/pages/course/courseprogress' },
  { key: 'history', icon: 'history', color: '#9a7bff', path: '/pages/course/historyCourse' },
];

type Tab = 'upcoming' | 'finished';

/** 课程: shortcuts, the student's lessons (upcoming / finished) and the curriculum. */
export default function CoursePage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('upcoming');
  return (
    <div className={styles.page}>
      <TabHeader title={t('titles.course.index')} />
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

      <Section>
        <div className={styles.segmented} role="tablist">
          {(['upcoming', 'finished'] as const).map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={tab === k}
              className={`${styles.segment} ${tab === k ? styles.segmentActive : ''}`}
              onClick={() => setTab(k)}
            >
              {t(`course.${k}`)}
            </button>
          ))}
        </div>
        {tab === 'upcoming' ? (
          <EmptyState
            icon="calendar"
            title={t('course.noUpcoming')}
            description={t('course.noUpcomingHint')}
            action={
              <StateButton onClick={() => go(navigateTo('/pages/choose/choose'))}>
                {t('home.bookNow')}
              </StateButton>
            }
          />
        ) : (
          <EmptyState
            icon="box"
            title={t('course.noFinished')}
            description={t('course.noFinishedHint')}
          />
        )}
      </Section>

      <Section title={t('course.outline')}>
        <EmptyState
          icon="compass"
          title={t('course.outlineEmpty')}
          description={t('common.comingSoonHint')}
        />
      </Section>
    </div>
  );
}
