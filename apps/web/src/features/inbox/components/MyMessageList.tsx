import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { PullRefresh } from '../../../components/PullRefresh.tsx';
import { ErrorState, LoadingState } from '../../../components/States.tsx';
import { useDateFormat } from '../../../lib/schoolTime.ts';
import { useMyMessages, type MyMessage } from '../api.ts';
import styles from './MyMessageList.module.css';

function Item({ m }: { m: MyMessage }) {
  const { t } = useTranslation();
  const fmt = useDateFormat();
  const title =
    m.kind === 'message'
      ? t('myMessages.toTeacher', { name: m.teacherName ?? '' })
      : t('myMessages.feedback', {
          type: m.feedbackType ? t(`myMessages.feedbackTypes.${m.feedbackType}`) : '',
        });
  return (
    <li className={styles.item} data-testid="my-message">
      <div className={styles.head}>
        <span className={styles.title}>{title}</span>
        <time className={styles.time} dateTime={m.createdAt}>
          {fmt.dateTime(m.createdAt)}
        </time>
      </div>
      <p className={styles.content}>{m.content}</p>
      {m.reply ? (
        <div className={styles.reply} data-testid="school-reply">
          <div className={styles.replyHead}>
            <span>{t('myMessages.schoolReply')}</span>
            <time dateTime={m.reply.at}>{fmt.dateTime(m.reply.at)}</time>
          </div>
          <p className={styles.content}>{m.reply.text}</p>
        </div>
      ) : (
        <p className={styles.waiting}>{t('myMessages.waiting')}</p>
      )}
    </li>
  );
}

/** 我的消息: what the family wrote to teachers and the school, with the school's replies. */
export function MyMessageList() {
  const { t } = useTranslation();
  const q = useMyMessages();
  if (q.isPending) return <LoadingState />;
  if (q.isError && q.items.length === 0)
    return (
      <ErrorState
        title={t('myMessages.loadFailed')}
        description={t('ui.tapRetry')}
        onRetry={() => void q.refetch()}
      />
    );
  if (q.items.length === 0)
    return (
      <EmptyState
        icon="box"
        title={t('myMessages.empty')}
        description={t('myMessages.emptyHint')}
      />
    );
  return (
    <PullRefresh onRefresh={() => q.refetch()}>
      <ul className={styles.list} aria-label={t('myMessages.listLabel')}>
        {q.items.map((m) => (
          <Item key={`${m.kind}:${m.id}`} m={m} />
        ))}
      </ul>
      <LoadMore
        hasMore={q.hasNextPage}
        loading={q.isFetchingNextPage}
        failed={q.isFetchNextPageError}
        onLoad={() => void q.fetchNextPage()}
        showEnd={(q.data?.pages.length ?? 0) > 1}
      />
    </PullRefresh>
  );
}
