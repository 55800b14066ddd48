import { listTeachers } from '@school/contract/api/teachers';
import { withQuery } from '@school/contract/helpers/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/Avatar.tsx';
import { PullRefresh } from '../../components/PullRefresh.tsx';
import { EntryIcon } from '../../components/EntryIcon.tsx';
import { Section } from '../../components/Section.tsx';
import { LoadingState } from '../../components/States.tsx';
import { Swiper } from '../../components/Swiper.tsx';
import { useBanners, useLatestNotice, useSchool } from '../../features/content/api.ts';
import type { Banner } from '../../features/content/api.ts';
import { bannerAction, webviewHosts } from '../../features/content/links.ts';
import { useUserInfo } from '../../features/user/api.ts';
import { useComingLesson } from '../../features/lessons/api.ts';
import { NextLessonCard } from '../../features/lessons/components/NextLessonCard.tsx';
import { request } from '../../lib/request.ts';
import { go, navigateTo, switchTab } from '../../lib/navigation.ts';
import { greetingPeriod, schoolHour } from '../../lib/schoolTime.ts';
import { useDataStore } from '../../lib/store.ts';
import { HomeEntries } from './HomeEntries.tsx';
import styles from './HomePage.module.css';

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
    queryFn: ({ signal }) => request(listTeachers, { page: 1, pageSize: 4 }, { signal }),
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

/**
 * The greeting and the avatar: their own component, so the profile's answer (and the store's
 * userInfo it updates) draws these again, not the whole tab.
 */
function Greeting() {
  const { t } = useTranslation();
  // Also the first signed-in call: a revoked session meets the error catalogue here (not silent).
  const user = useUserInfo();
  const userInfo = useDataStore((s) => s.userInfo);
  const name = userInfo.name || userInfo.username;
  // The school's hour, like every time the app shows (a phone abroad still greets by school time).
  const greeting = t(`home.${greetingPeriod(schoolHour())}`);
  return (
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
  );
}

/** Keeps the school (and its web view hosts, for the banners) in the store; draws nothing. */
function SchoolSync() {
  useSchool();
  return null;
}

/**
 * 首页: greeting, banners, the next lesson, entries, recommended teachers and the latest notice.
 * Each part that shows data reads it itself, so an answer draws that part again, not the tab.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <div className={styles.page}>
      <SchoolSync />
      <PullRefresh onRefresh={() => queryClient.refetchQueries({ type: 'active' })}>
        <Part>
          <Greeting />
        </Part>
        <Part>
          <Banners />
          <LatestNotice />
        </Part>
        <Section title={t('home.nextLesson')}>
          <Part>
            <NextLesson />
          </Part>
        </Section>
        <Section title={t('home.entries')}>
          <Part>
            <HomeEntries />
          </Part>
        </Section>
        <Part>
          <Teachers />
        </Part>
      </PullRefresh>
    </div>
  );
}

/**
 * A part of the tab that hydrates on its own: React takes over each Suspense boundary of the
 * prerendered home shell in a pass of its own, so the tab becomes live in several short tasks
 * instead of one long one (nothing in it suspends once the page's code is loaded).
 */
function Part({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
