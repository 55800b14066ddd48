import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/Avatar.tsx';
import { EntryIcon } from '../../components/EntryIcon.tsx';
import type { EntryIconName } from '../../components/EntryIcon.tsx';
import { Section } from '../../components/Section.tsx';
import { useUserInfo } from '../../features/user/api.ts';
import { go, navigateTo, switchTab } from '../../lib/navigation.ts';
import { useDataStore } from '../../lib/store.ts';
import styles from './HomePage.module.css';

interface Entry {
  key: 'myclass' | 'tuijian' | 'huiben' | 'ketang' | 'assessment' | 'anno' | 'progress' | 'mall';
  icon: EntryIconName;
  color: string;
  open: () => Promise<void>;
}

const entries: Entry[] = [
  {
    key: 'myclass',
    icon: 'calendar',
    color: '#20c05c',
    open: () => navigateTo('/pages/course/myclass'),
  },
  {
    key: 'tuijian',
    icon: 'teacher',
    color: '#4ea8ff',
    open: () => navigateTo('/pages/tuijian/index'),
  },
  { key: 'huiben', icon: 'book', color: '#ff9448', open: () => navigateTo('/pages/huiben/list') },
  { key: 'ketang', icon: 'play', color: '#ff7eb0', open: () => navigateTo('/pages/ketang/index') },
  {
    key: 'assessment',
    icon: 'quiz',
    color: '#9a7bff',
    open: () => navigateTo('/pages/assessment/index'),
  },
  { key: 'anno', icon: 'bell', color: '#f0a500', open: () => navigateTo('/pages/anno/anno') },
  {
    key: 'progress',
    icon: 'chart',
    color: '#14b8a6',
    open: () => navigateTo('/pages/course/courseprogress'),
  },
  { key: 'mall', icon: 'bag', color: '#ff5a5f', open: () => switchTab('/pages/mall/index') },
];

function greetingKey(hour: number) {
  if (hour < 12) return 'home.morning' as const;
  if (hour < 18) return 'home.afternoon' as const;
  return 'home.evening' as const;
}

function BannerArt() {
  return (
    <svg className={styles.bannerArt} viewBox="0 0 120 120" aria-hidden="true">
      <circle cx="70" cy="70" r="50" fill="#fff" fillOpacity="0.14" />
      <circle cx="38" cy="34" r="9" fill="#ffd966" />
      <rect x="44" y="52" width="50" height="38" rx="10" fill="#fff" fillOpacity="0.92" />
      <text x="69" y="78" textAnchor="middle" fontSize="18" fontWeight="800" fill="#16b255">
        ABC
      </text>
      <path d="M60 52l9-10 9 10" stroke="#fff" strokeWidth="4" strokeLinecap="round" fill="none" />
    </svg>
  );
}

/** 首页: greeting, the promotion banner, the next lesson, and the learning centre entries. */
export default function HomePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useUserInfo();
  const userInfo = useDataStore((s) => s.userInfo);
  const name = userInfo.name || userInfo.username;
  const greeting = t(greetingKey(new Date().getHours()));

  return (
    <div className={styles.page}>
      <PullToRefresh
        onRefresh={() => queryClient.refetchQueries({ type: 'active' })}
        pullingText={t('home.refreshPulling')}
        canReleaseText={t('home.refreshCanRelease')}
        refreshingText={t('home.refreshing')}
        completeText={t('home.refreshComplete')}
      >
        <header className={styles.greeting}>
          <div>
            <h1 className={styles.hi}>
              {name ? t('home.hiName', { greeting, name }) : t('home.hiDefault', { greeting })}
            </h1>
            <p className={styles.sub}>{t('home.subtitle')}</p>
          </div>
          <button
            type="button"
            className={styles.avatar}
            aria-label={t('titles.mine.index')}
            onClick={() => go(switchTab('/pages/mine/index'))}
          >
            <Avatar src={user.data?.avatar ?? userInfo.avatar} alt="" size="2.75rem" />
          </button>
        </header>

        <section className={styles.banner}>
          <BannerArt />
          <h2>{t('home.bannerTitle')}</h2>
          <p>{t('home.bannerSub')}</p>
          <button
            type="button"
            className={styles.bannerCta}
            onClick={() => go(navigateTo('/pages/tuijian/index'))}
          >
            {t('home.bannerCta')}
          </button>
        </section>

        <Section title={t('home.nextLesson')}>
          <div className={styles.lessonEmpty}>
            <span className={styles.lessonIcon}>
              <EntryIcon name="calendar" />
            </span>
            <div className={styles.lessonText}>
              <strong>{t('home.noLesson')}</strong>
              <span>{t('home.noLessonHint')}</span>
            </div>
            <button
              type="button"
              className={styles.smallCta}
              onClick={() => go(navigateTo('/pages/choose/choose'))}
            >
              {t('home.bookNow')}
            </button>
          </div>
        </Section>

        <Section title={t('home.entries')}>
          <div className={styles.grid}>
            {entries.map((e) => (
              <button
                key={e.key}
                type="button"
                className={styles.entry}
                onClick={() => go(e.open())}
              >
                <span
                  className={styles.entryIcon}
                  style={{
                    color: e.color,
                    background: `color-mix(in srgb, ${e.color} 13%, white)`,
                  }}
                >
                  <EntryIcon name={e.icon} />
                </span>
                {t(`home.entry.${e.key}`)}
              </button>
            ))}
          </div>
        </Section>
      </PullToRefresh>
    </div>
  );
}
