import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { useCourseExam } from '../../features/exams/api.ts';
import { ExamRunner } from '../../features/exams/components/ExamRunner.tsx';
import { idParam, usePageQuery } from '../../lib/usePageQuery.ts';

/** The course exam of a level (?level=): one question at a time, then the score. */
export default function CourseQuestionPage() {
  const { t } = useTranslation();
  const level = idParam(usePageQuery().level);
  const exam = useCourseExam(level);
  if (level === undefined)
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
  if (exam.isError)
    return (
      <Page>
        <ErrorState fill onRetry={() => void exam.refetch()} />
      </Page>
    );
  if (!exam.data)
    return (
      <Page>
        <EmptyState icon="box" title={t('learn.exam.noCourseExam')} />
      </Page>
    );
  return (
    <Page title={exam.data.title} flush>
      <ExamRunner exam={exam.data} />
    </Page>
  );
}
