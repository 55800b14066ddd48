import { withQuery } from '@school/contract/helpers/query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadMore } from '../../components/LoadMore.tsx';
import { Page } from '../../components/Page.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { useResults } from '../../features/exams/api.ts';
import { go, navigateTo } from '../../lib/navigation.ts';
import { useDateFormat } from '../../lib/schoolTime.ts';
import styles from './assessment.module.css';

/** 测评记录: the child's submitted exams, newest first. */
export default function HistoryPage() {
  const { t } = useTranslation();
  const fmt = useDateFormat();
  const results = useResults();
  let body;
  if (results.isPending) body = <LoadingState fill />;
  else if (results.isError && results.items.length === 0)
    body = <ErrorState fill onRetry={() => void results.refetch()} />;
  else if (results.items.length === 0)
    body = (
      <EmptyState
        icon="sparkle"
        title={t('learn.exam.noHistory')}
        description={t('learn.exam.noHistoryHint')}
      />
    );
  else
    body = (
      <>
        {results.items.map((r) => (
          <button
            key={r.id}
            type="button"
            className={styles.row}
            data-testid="result-row"
            onClick={() =>
              go(navigateTo(withQuery('/pages/assessment/historyDetail', { id: r.id })))
            }
          >
            <span className={styles.rowText}>
              <strong>{r.examTitle}</strong>
              <span>
                {t(`learn.exam.${r.examKind}`)} · {fmt.dateTime(r.submittedAt)} ·{' '}
                {t('learn.exam.correctCount', { correct: r.correctCount, total: r.questionCount })}
              </span>
            </span>
            <span className={`${styles.scoreTag} ${r.score < 60 ? styles.low : ''}`}>
              {t('learn.exam.score', { score: r.score })}
            </span>
          </button>
        ))}
        <LoadMore
          hasMore={results.hasNextPage}
          loading={results.isFetchingNextPage}
          failed={results.isFetchNextPageError}
          onLoad={() => void results.fetchNextPage()}
        />
      </>
    );
  return <Page>{body}</Page>;
}
