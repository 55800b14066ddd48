import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { playableUrl, VideoPlayer } from '../../components/VideoPlayer.tsx';
import { useReplaySource } from '../../features/classroom/useReplay.ts';
import { useLesson } from '../../features/lessons/api.ts';
import { useDataStore } from '../../lib/store.ts';
import { useDateFormat } from '../../lib/schoolTime.ts';
import { idParam, usePageQuery } from '../../lib/usePageQuery.ts';
import styles from './PlayPage.module.css';

/** 课程回放 (?lessonId= or ?url=): the lesson's recording, when there is one. */
export default function PlayPage() {
  const { t } = useTranslation();
  const fmt = useDateFormat();
  const query = usePageQuery();
  const lessonId = idParam(query.lessonId);
  const lesson = useLesson(query.url ? undefined : lessonId);
  const replay = useReplaySource(query.url ?? lesson.data?.recordingUrl);
  const src = playableUrl(replay.src);

  useEffect(() => {
    if (src) useDataStore.getState().set({ classVideoUrl: src });
  }, [src]);

  let body;
  if (!query.url && lessonId !== undefined && (lesson.isPending || replay.pending))
    body = <LoadingState fill />;
  else if (!query.url && lesson.isError) {
    body = (
      <ErrorState
        fill
        title={t('lesson.loadFailed')}
        description={t('ui.tapRetry')}
        onRetry={() => void lesson.refetch()}
      />
    );
  } else if (!src) {
    body = <EmptyState fill icon="box" title={t('play.none')} description={t('play.noneHint')} />;
  } else {
    body = (
      <>
        <VideoPlayer src={src} label={t('titles.course.play')} />
        {lesson.data && (
          <div className={styles.info}>
            <strong>{lesson.data.teacher.name}</strong>
            <span>{fmt.range(lesson.data.startAt, lesson.data.endAt)}</span>
            <span>{lesson.data.title}</span>
          </div>
        )}
      </>
    );
  }
  return <Page>{body}</Page>;
}
