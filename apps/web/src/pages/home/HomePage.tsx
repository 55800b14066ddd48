import { withQuery } from '@school/contract/helpers/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/Avatar.tsx';
import { PullRefresh } from '../../components/PullRefresh.tsx';
import { EntryIcon } from '../../components/EntryIcon.tsx';
import type { EntryIconName } from '../../components/EntryIcon.tsx';
import { Section } from '../../components/Section.tsx';
import { LoadingState } from '../../components/States.tsx';
import { Swiper } from '../../components/Swiper.tsx';
import { useBanners, useLatestNotice, useSchool } from '../../features/content/api.ts';
import type { Banner } from '../../features/content/api.ts';
import { bannerAction, webviewHosts } from '../../features/content/links.ts';
import { useUserInfo } from '../../features/user/api.ts';
import { useComingLesson } from '../../features/lessons/api.ts';
import { NextLessonCard } from '../../features/lessons/components/NextLessonCard.tsx';
import { teacherCalls } from '../../features/teachers/calls.ts';
import { request } from '../../lib/request.ts';
import { go, navigateTo, switchTab } from '../../lib/navigation.ts';
import { useDataStore } from '../../lib/store.ts';
import styles from './HomePage.module.css';

interface Entry {
  key: string;
  label: string;
  icon: EntryIconName;
  color: string;
  url: string;
}

function greetingKey(hour: number) {
  if (hour < 12) return 'home.morning' as const;
  if (hour < 18) return 'home.afternoon' as const;
  return 'home.evening' as const;
}

/** Opens what a banner links to (an app route, an allowed web page, or nothing). */
export function openBanner(banner: Banner, companyInfo: Record<string, unknown>) {
  const action = bannerAction(banner.link, webviewHosts(companyInfo), window.location.origin);
  if (action.kind !== 'none') go(navigateTo(action.url));
}

function Banners() {
  const { t } = useTranslation();
  const banners = useBanners('home');
  const companyInfo = useDataStore((s) => s.companyInfo);
  if (banners.isPending) return <div className={styles.bannerSkeleton} aria-hidden="true" />;
  const list = banners.data ?? [];
  if (list.length === 0) {
    return (
      <section className={styles.banner}>
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
    );
  }
  return (
    <Swiper className={styles.swiper} label={t('learn.banners')}>
      {list.map((b, i) => (
        <button
          key={b.id}
          type="button"
          className={styles.bannerSlide}
          data-testid="banner"
          aria-label={b.title}
          onClick={() => openBanner(b, companyInfo)}
        >
          {/* The first slide is the page's largest paint: fetched first; the others wait. */}
          <img
            src={b.image}
            alt={b.title}
            className={styles.bannerImg}
            fetchPriority={i === 0 ? 'high' : 'low'}
            loading={i === 0 ? 'eager' : 'lazy'}
          />
        </button>
      ))}
    </Swiper>
  );
}

function NextLesson() {
  const { t } = useTranslation();
  const coming = useComingLesson();
  // Loading while it is to be fetched (also in the prerendered shell, where nothing is fetched),
  // in the room the lesson card takes, so the sections below do not move when it comes.
  if (coming.isPending && coming.isEnabled) {
    return (
      <div className={styles.lessonLoading}>
        <LoadingState />
      </div>
    );
  }
  if (coming.data) return <NextLessonCard lesson={coming.data} />;
  return (
    <div className={styles.lessonEmpty}>
      <span className={styles.lessonIcon}>
        <EntryIcon name="calendar" />
      </span>
      <div className={styles.lessonText}>
        <strong>{coming.isError ? t('learn.nextLessonError') : t('home.noLesson')}</strong>
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
  );
}

function Teachers() {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: ['teachers', 'home', 4],
    queryFn: ({ signal }) => request(teacherCalls.list, { page: 1, pageSize: 4 }, { signal }),
    meta: { silent: true },
  });
  const teachers = (list.data?.list ?? []).slice(0, 4);
  return (
    <Section
      title={t('learn.recommendTeachers')}
      extra={
        <button
          type="button"
          className={styles.more}
          onClick={() => go(navigateTo('/pages/tuijian/index'))}
        >
          {t('learn.more')}
        </button>
      }
    >
      {list.isPending ? (
        <LoadingState />
      ) : teachers.length === 0 ? (
        <p className={styles.muted}>{t('learn.noTeachers')}</p>
      ) : (
        <div className={styles.teachers}>
          {teachers.map((teacher) => (
            <button
              key={teacher.id}
              type="button"
              className={styles.teacher}
              onClick={() =>
                go(navigateTo(withQuery('/pages/teacher/teacher', { id: teacher.id })))
              }
            >
              <Avatar src={teacher.avatar} alt="" size="3.25rem" />
              <strong>{teacher.name}</strong>
              <span>{teacher.nationality}</span>
            </button>
          ))}
        </div>
      )}
    </Section>
  );
}

function LatestNotice() {
  const { t } = useTranslation();
  const notice = useLatestNotice();
  if (!notice.data) return null;
  return (
    <button
      type="button"
      className={styles.notice}
      onClick={() => go(navigateTo('/pages/anno/anno'))}
    >
      <span className={styles.noticeTag}>
        <EntryIcon name="bell" /> {t('learn.latestNotice')}
      </span>
      <span className={styles.noticeTitle}>{notice.data.title}</span>
      <span aria-hidden="true">›</span>
    </button>
  );
}

/** 首页: greeting, banners, the next lesson, entries, recommended teachers and the latest notice. */
export default function HomePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useSchool();
  // Also the first signed-in call: a revoked session meets the error catalogue here (not silent).
  const user = useUserInfo();
  const userInfo = useDataStore((s) => s.userInfo);
  const name = userInfo.name || userInfo.username;
  const greeting = t(greetingKey(new Date().getHours()));

  const entries: Entry[] = [
    {
      key: 'choose',
      label: t('learn.quick.choose'),
      icon: 'calendar',
      color: '#20c05c',
      url: '/pages/choose/choose',
    },
    {
      key: 'huiben',
      label: t('learn.quick.huiben'),
      icon: 'book',
      color: '#ff9448',
      url: '/pages/huiben/list',
    },
    {
      key: 'assessment',
      label: t('learn.quick.assessment'),
      icon: 'quiz',
      color: '#9a7bff',
      url: '/pages/assessment/index',
    },
    {
      key: 'ketang',
      label: t('learn.quick.ketang'),
      icon: 'play',
      color: '#ff7eb0',
      url: '/pages/ketang/index',
    },
    {
      key: 'myclass',
      label: t('home.entry.myclass'),
      icon: 'teacher',
      color: '#4ea8ff',
      url: '/pages/course/myclass',
    },
    {
      key: 'anno',
      label: t('home.entry.anno'),
      icon: 'bell',
      color: '#f0a500',
      url: '/pages/anno/anno',
    },
    {
      key: 'progress',
      label: t('home.entry.progress'),
      icon: 'chart',
      color: '#14b8a6',
      url: '/pages/course/courseprogress',
    },
    {
      key: 'mall',
      label: t('home.entry.mall'),
      icon: 'bag',
      color: '#ff5a5f',
      url: '/pages/mall/index',
    },
  ];

  return (
    <div className={styles.page}>
      <PullRefresh onRefresh={() => queryClient.refetchQueries({ type: 'active' })}>
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

        <Banners />
        <LatestNotice />

        <Section title={t('home.nextLesson')}>
          <NextLesson />
        </Section>

        <Section title={t('home.entries')}>
          <div className={styles.grid}>
            {entries.map((e) => (
              <button
                key={e.key}
                type="button"
                className={styles.entry}
                onClick={() => go(e.key === 'mall' ? switchTab(e.url) : navigateTo(e.url))}
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
                {e.label}
              </button>
            ))}
          </div>
        </Section>

        <Teachers />
      </PullRefresh>
    </div>
  );
}
