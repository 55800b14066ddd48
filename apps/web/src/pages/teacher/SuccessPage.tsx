import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /pages/teacher/success: its nav bar, title and an honest empty state until its own issue fills it. */
export default function SuccessPage() {
  return <ComingSoon />;
}
