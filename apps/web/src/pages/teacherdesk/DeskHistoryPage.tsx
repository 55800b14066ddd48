import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadMore } from '../../components/LoadMore.tsx';
import { Page } from '../../components/Page.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { useDeskHistory } from '../../features/teacherdesk/api.ts';
import { DeskLessonCard } from '../../features/teacherdesk/components/DeskLessonCard.tsx';
import styles from '../../features/teacherdesk/components/Desk.module.css';
import { TeacherGate } from '../../features/teacherdesk/components/TeacherGate.tsx';
import { useCompactRootFont } from '../../lib/useCompactRootFont.ts';

/** 历史课程: the teacher's past lessons, newest first, with whether the report is written. */
export default function DeskHistoryPage() {
  useCompactRootFont();
  const { t } = useTranslation();
  const history = useDeskHistory();
  let body;
  if (history.isPending) body = <LoadingState fill />;
  else if (history.isError && history.lessons.length === 0)
    body = <ErrorState fill title={t('desk.loadFailed')} onRetry={() => void history.refetch()} />;
  else if (history.lessons.length === 0)
    body = <EmptyState fill icon="calendar" title={t('desk.historyEmpty')} />;
  else
    body = (
      <>
        <ul className={styles.rows}>
          {history.lessons.map((l) => (
            <DeskLessonCard key={l.id} lesson={l} />
          ))}
        </ul>
        <LoadMore
          hasMore={history.hasNextPage}
          loading={history.isFetchingNextPage}
          failed={history.isFetchNextPageError}
          onLoad={() => void history.fetchNextPage()}
        />
      </>
    );
  return (
    <Page>
      <TeacherGate error={history.error}>{body}</TeacherGate>
    </Page>
  );
}
