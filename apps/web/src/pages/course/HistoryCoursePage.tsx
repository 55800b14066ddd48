import { useTranslation } from 'react-i18next';
import { EmptyState, StateButton } from '../../components/EmptyState.tsx';
import { LoadMore } from '../../components/LoadMore.tsx';
import { Page } from '../../components/Page.tsx';
import { PullRefresh } from '../../components/PullRefresh.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { useLessonHistory } from '../../features/lessons/api.ts';
import { LessonCard } from '../../features/lessons/components/LessonCard.tsx';
import { go, navigateTo } from '../../lib/navigation.ts';
import { useDataStore } from '../../lib/store.ts';

/** 历史课程: past lessons, newest first, each with its report, review and recording. */
export default function HistoryCoursePage() {
  const { t } = useTranslation();
  const token = useDataStore((s) => s.token);
  const history = useLessonHistory();

  let body;
  if (!token) {
    body = (
      <EmptyState
        fill
        title={t('course.loginTitle')}
        action={
          <StateButton onClick={() => go(navigateTo('/pages/login/login'))}>
            {t('course.login')}
          </StateButton>
        }
      />
    );
  } else if (history.isPending) body = <LoadingState fill />;
  else if (history.isError && history.lessons.length === 0) {
    body = (
      <ErrorState
        fill
        title={t('lesson.loadFailed')}
        description={t('ui.tapRetry')}
        onRetry={() => void history.refetch()}
      />
    );
  } else if (history.lessons.length === 0) {
    body = (
      <EmptyState
        fill
        icon="box"
        title={t('course.noHistory')}
        description={t('course.noHistoryHint')}
        action={
          <StateButton onClick={() => go(navigateTo('/pages/choose/choose'))}>
            {t('course.bookNow')}
          </StateButton>
        }
      />
    );
  } else {
    body = (
      <>
        {history.lessons.map((lesson) => (
          <LessonCard key={lesson.id} lesson={lesson} afterLinks />
        ))}
        <LoadMore
          hasMore={history.hasNextPage}
          loading={history.isFetchingNextPage}
          failed={history.isFetchNextPageError}
          onLoad={() => void history.fetchNextPage()}
          showEnd={(history.data?.pages.length ?? 0) > 1}
        />
      </>
    );
  }

  return (
    <Page>
      <PullRefresh onRefresh={() => history.refetch()}>{body}</PullRefresh>
    </Page>
  );
}
