import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { useUnreadCount } from '../../features/messages/api.ts';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { useLogoutFlow } from '../../features/auth/useLogoutFlow.ts';
import type { DeskLesson } from '../../features/teacherdesk/api.ts';
import { useDeskLessons, useDeskMe } from '../../features/teacherdesk/api.ts';
import { DeskLessonCard } from '../../features/teacherdesk/components/DeskLessonCard.tsx';
import styles from '../../features/teacherdesk/components/Desk.module.css';
import { TeacherGate } from '../../features/teacherdesk/components/TeacherGate.tsx';
import { deskLinks } from '../../features/teacherdesk/links.ts';
import { useCompactRootFont } from '../../lib/useCompactRootFont.ts';

function LessonSection({
  title,
  query,
  empty,
  emptyHint,
  hide,
}: {
  title: string;
  query: ReturnType<typeof useDeskLessons>;
  empty: string;
  emptyHint: string;
  hide?: (lesson: DeskLesson) => boolean;
}) {
  const { t } = useTranslation();
  let body;
  if (query.isPending) body = <LoadingState />;
  else if (query.isError)
    body = <ErrorState title={t('desk.loadFailed')} onRetry={() => void query.refetch()} />;
  else {
    const lessons = hide ? query.data.filter((l) => !hide(l)) : query.data;
    body =
      lessons.length === 0 ? (
        <EmptyState icon="calendar" title={empty} description={emptyHint} />
      ) : (
        <ul className={styles.rows}>
          {lessons.map((l) => (
            <DeskLessonCard key={l.id} lesson={l} />
          ))}
        </ul>
      );
  }
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {body}
    </section>
  );
}

/** 教师工作台: today's lessons and the ones coming up, the way to history, plan and logout. */
export default function DeskPage() {
  useCompactRootFont();
  const { t } = useTranslation();
  const me = useDeskMe();
  const today = useDeskLessons('today');
  const upcoming = useDeskLessons('upcoming');
  const todayIds = new Set(today.data?.map((l) => l.id));

  const unread = useUnreadCount().data ?? 0;
  const logout = useLogoutFlow({
    confirm: t('desk.logoutConfirm'),
    action: t('desk.logout'),
    done: t('mine.loggedOut'),
  });

  return (
    <Page
      right={
        <button type="button" className={styles.ghost} onClick={() => void logout.start()}>
          {t('desk.logout')}
        </button>
      }
    >
      <TeacherGate error={me.error ?? today.error}>
        <div className={styles.header}>
          <div className={styles.hello}>
            <h2>{me.data ? t('desk.hello', { name: me.data.name }) : t('desk.helloPlain')}</h2>
            <p>{t('desk.subtitle')}</p>
          </div>
          <div className={styles.links}>
            <button type="button" className={styles.ghost} onClick={deskLinks.history}>
              {t('desk.history')}
            </button>
            <button type="button" className={styles.ghost} onClick={deskLinks.plan}>
              {t('desk.plan')}
            </button>
            <button
              type="button"
              className={styles.ghost}
              onClick={deskLinks.messages}
              data-testid="desk-messages"
            >
              {unread > 0
                ? `${t('notices.entry')} · ${t('notices.unreadBadge', { n: unread })}`
                : t('notices.entry')}
            </button>
          </div>
        </div>
        <LessonSection
          title={t('desk.today')}
          query={today}
          empty={t('desk.todayEmpty')}
          emptyHint={t('desk.todayEmptyHint')}
        />
        <LessonSection
          title={t('desk.upcoming')}
          query={upcoming}
          empty={t('desk.upcomingEmpty')}
          emptyHint={t('desk.upcomingEmptyHint')}
          hide={(l) => todayIds.has(l.id)}
        />
      </TeacherGate>
    </Page>
  );
}
