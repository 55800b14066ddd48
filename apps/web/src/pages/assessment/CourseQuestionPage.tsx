import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /pages/assessment/courseQuestion: its nav bar, title and an honest empty state until its own issue fills it. */
export default function CourseQuestionPage() {
  return <ComingSoon />;
}
