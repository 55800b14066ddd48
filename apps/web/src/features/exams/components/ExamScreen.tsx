import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Page } from '../../../components/Page.tsx';
import { ErrorState, LoadingState } from '../../../components/States.tsx';
import { isApiError } from '../../../lib/request.ts';
import type { Exam } from '../api.ts';
import { ExamRunner } from './ExamRunner.tsx';

interface Props {
  exam: UseQueryResult<Exam | null>;
  /** The route names no exam (a missing or bad parameter). */
  missing: boolean;
  /** Shown when the server answers that there is no exam (null) for what was asked. */
  noneTitle?: string;
}

/**
 * An exam page (course exam or unit test): not found, loading, failed with retry, or the exam one
 * question at a time (`ExamRunner`).
 */
export function ExamScreen({ exam, missing, noneTitle }: Props) {
  const { t } = useTranslation();
  const notFound = <EmptyState icon="box" title={t('learn.exam.notFound')} />;
  if (missing || (isApiError(exam.error) && exam.error.code === 2001))
    return <Page>{notFound}</Page>;
  if (exam.isError) {
    return (
      <Page>
        <ErrorState fill onRetry={() => void exam.refetch()} />
      </Page>
    );
  }
  if (exam.isPending) {
    return (
      <Page>
        <LoadingState fill />
      </Page>
    );
  }
  if (!exam.data) {
    return (
      <Page>
        <EmptyState icon="box" title={noneTitle ?? t('learn.exam.notFound')} />
      </Page>
    );
  }
  return (
    <Page title={exam.data.title} flush>
      <ExamRunner exam={exam.data} />
    </Page>
  );
}
