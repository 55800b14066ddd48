import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadMore } from '../../components/LoadMore.tsx';
import { Page } from '../../components/Page.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { VideoPlayer } from '../../components/VideoPlayer.tsx';
import { useHighlightVideos } from '../../features/content/api.ts';
import styles from '../../features/content/components/content.module.css';
import { useDateFormat } from '../../lib/schoolTime.ts';

/** 精彩课堂: highlight videos, newest first, each in the app's player. */
export default function HighlightsPage() {
  const { t } = useTranslation();
  const fmt = useDateFormat();
  const videos = useHighlightVideos();
  let body;
  if (videos.isPending) body = <LoadingState fill />;
  else if (videos.isError && videos.items.length === 0)
    body = <ErrorState fill onRetry={() => void videos.refetch()} />;
  else if (videos.items.length === 0)
    body = <EmptyState icon="box" title={t('learn.content.noVideos')} />;
  else
    body = (
      <>
        {videos.items.map((v) => (
          <article key={v.id} className={`${styles.card} ${styles.video}`}>
            <VideoPlayer src={v.videoUrl} poster={v.cover} label={v.title} />
            <h3>{v.title}</h3>
            <p className={styles.date}>{fmt.dateTime(v.publishedAt)}</p>
          </article>
        ))}
        <LoadMore
          hasMore={videos.hasNextPage}
          loading={videos.isFetchingNextPage}
          failed={videos.isFetchNextPageError}
          onLoad={() => void videos.fetchNextPage()}
        />
      </>
    );
  return <Page>{body}</Page>;
}
