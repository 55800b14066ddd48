import { useTranslation } from 'react-i18next';
import { useCourseExam } from '../../features/exams/api.ts';
import { ExamScreen } from '../../features/exams/components/ExamScreen.tsx';
import { idParam, usePageQuery } from '../../lib/usePageQuery.ts';

/** The course exam of a level (?level=): one question at a time, then the score. */
export default function CourseQuestionPage() {
  const { t } = useTranslation();
  const level = idParam(usePageQuery().level);
  const exam = useCourseExam(level);
  return (
    <ExamScreen
      exam={exam}
      missing={level === undefined}
      noneTitle={t('learn.exam.noCourseExam')}
    />
  );
}
