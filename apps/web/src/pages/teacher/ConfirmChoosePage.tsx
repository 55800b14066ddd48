import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /pages/teacher/confirm-choose: its nav bar, title and an honest empty state until its own issue fills it. */
export default function ConfirmChoosePage() {
  return <ComingSoon />;
}
