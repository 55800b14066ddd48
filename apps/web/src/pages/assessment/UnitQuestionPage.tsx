import { useExam } from '../../features/exams/api.ts';
import { ExamScreen } from '../../features/exams/components/ExamScreen.tsx';
import { idParam, usePageQuery } from '../../lib/usePageQuery.ts';

/** A unit test (?examId=): one question at a time, then the score. */
export default function UnitQuestionPage() {
  const examId = idParam(usePageQuery().examId);
  return <ExamScreen exam={useExam(examId)} missing={examId === undefined} />;
}
