import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { PullRefresh } from '../../../components/PullRefresh.tsx';
import { ErrorState, LoadingState } from '../../../components/States.tsx';
import { go, navigateTo } from '../../../lib/navigation.ts';
import { useDateFormat } from '../../../lib/schoolTime.ts';
import { useMarkRead, useMessages, type Message } from '../api.ts';
import styles from './MessageCentre.module.css';

/** "全部已读" for the nav bar of the message centre (disabled with nothing unread). */
export function ReadAllButton() {
  const { t } = useTranslation();
  const messages = useMessages();
  const mark = useMarkRead();
  const unread = messages.data?.pages[0]?.unread ?? 0;
  return (
    <button
      type="button"
      className={styles.readAll}
      disabled={unread === 0 || mark.isPending}
      onClick={() => mark.mutate('all')}
    >
      {t('notices.readAll')}
    </button>
  );
}

function Row({ m, onOpen }: { m: Message; onOpen: () => void }) {
  const { t } = useTranslation();
  const fmt = useDateFormat();
  return (
    <li>
      <button
        type="button"
        className={`${styles.row} ${m.read ? '' : styles.unread}`}
        onClick={onOpen}
        data-testid="message"
      >
        <span className={styles.head}>
          {!m.read && <span className={styles.dot} aria-label={t('notices.unread')} />}
          <span className={styles.title}>{m.title}</span>
          <time className={styles.time} dateTime={m.createdAt}>
            {fmt.dateTime(m.createdAt)}
          </time>
        </span>
        {/* The school's reply is what a staff member wrote to this family, shown as written. */}
        <span
          className={styles.body}
          data-written-by={m.event === 'school_reply' ? 'school' : undefined}
        >
          {m.body}
        </span>
      </button>
    </li>
  );
}

/**
 * The message centre (issue #18): lesson reminders, bookings, reports, payments and the school's
 * replies, newest first. Opening a message marks it read and goes where it points.
 */
export function MessageCentre() {
  const { t } = useTranslation();
  const messages = useMessages();
  const mark = useMarkRead();
  if (messages.isPending) return <LoadingState />;
  if (messages.isError && messages.messages.length === 0)
    return (
      <ErrorState
        title={t('notices.loadFailed')}
        description={t('ui.tapRetry')}
        onRetry={() => void messages.refetch()}
      />
    );
  if (messages.messages.length === 0)
    return (
      <EmptyState icon="box" title={t('notices.empty')} description={t('notices.emptyHint')} />
    );
  const open = (m: Message) => {
    if (!m.read) mark.mutate(m.id);
    if (m.link) go(navigateTo(m.link));
  };
  return (
    <PullRefresh onRefresh={() => messages.refetch()}>
      <ul className={styles.list} aria-label={t('notices.listLabel')}>
        {messages.messages.map((m) => (
          <Row key={m.id} m={m} onOpen={() => open(m)} />
        ))}
      </ul>
      <LoadMore
        hasMore={messages.hasNextPage}
        loading={messages.isFetchingNextPage}
        failed={messages.isFetchNextPageError}
        onLoad={() => void messages.fetchNextPage()}
        showEnd={(messages.data?.pages.length ?? 0) > 1}
      />
    </PullRefresh>
  );
}
