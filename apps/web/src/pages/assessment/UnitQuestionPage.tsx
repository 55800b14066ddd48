import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { useExam } from '../../features/exams/api.ts';
import { ExamRunner } from '../../features/exams/components/ExamRunner.tsx';
import { isApiError } from '../../lib/request.ts';
import { idParam, usePageQuery } from '../../lib/usePageQuery.ts';

/** A unit test (?examId=): one question at a time, then the score. */
export default function UnitQuestionPage() {
  const { t } = useTranslation();
  const examId = idParam(usePageQuery().examId);
  const exam = useExam(examId);
  if (examId === undefined)
    return (
      <Page>
        <EmptyState icon="box" title={t('learn.exam.notFound')} />
      </Page>
    );
  if (exam.isPending)
    return (
      <Page>
        <LoadingState fill />
      </Page>
    );
  if (exam.isError) {
    return (
      <Page>
        {isApiError(exam.error) && exam.error.code === 2001 ? (
          <EmptyState icon="box" title={t('learn.exam.notFound')} />
        ) : (
          <ErrorState fill onRetry={() => void exam.refetch()} />
        )}
      </Page>
    );
  }
  return (
    <Page title={exam.data.title} flush>
      <ExamRunner exam={exam.data} />
    </Page>
  );
}
