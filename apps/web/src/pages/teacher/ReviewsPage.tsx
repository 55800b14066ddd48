import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /pages/teacher/pingjia: its nav bar, title and an honest empty state until its own issue fills it. */
export default function ReviewsPage() {
  return <ComingSoon />;
}
