import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadMore } from '../../components/LoadMore.tsx';
import { Page } from '../../components/Page.tsx';
import { RichText } from '../../components/RichText.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { useNotices } from '../../features/content/api.ts';
import styles from '../../features/content/components/content.module.css';
import { useDateFormat } from '../../lib/schoolTime.ts';

/** 通知公告: published notices, newest first; the newest one opened, the others on tap. */
export default function NoticesPage() {
  const { t } = useTranslation();
  const fmt = useDateFormat();
  const notices = useNotices();
  const [open, setOpen] = useState<number | null>(null);
  let body;
  if (notices.isPending) body = <LoadingState fill />;
  else if (notices.isError && notices.items.length === 0)
    body = <ErrorState fill onRetry={() => void notices.refetch()} />;
  else if (notices.items.length === 0)
    body = <EmptyState icon="box" title={t('learn.content.noNotices')} />;
  else {
    const openId = open ?? notices.items[0]?.id;
    body = (
      <>
        {notices.items.map((n) => (
          <article key={n.id} className={styles.card}>
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={openId === n.id}
              onClick={() => setOpen(openId === n.id ? -1 : n.id)}
            >
              <span>{n.title}</span>
              <span aria-hidden="true">{openId === n.id ? '−' : '+'}</span>
            </button>
            <p className={styles.date}>{fmt.dateTime(n.publishedAt)}</p>
            {openId === n.id && <RichText className={styles.body} text={n.content} />}
          </article>
        ))}
        <LoadMore
          hasMore={notices.hasNextPage}
          loading={notices.isFetchingNextPage}
          failed={notices.isFetchNextPageError}
          onLoad={() => void notices.fetchNextPage()}
        />
      </>
    );
  }
  return <Page>{body}</Page>;
}
