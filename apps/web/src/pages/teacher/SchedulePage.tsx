import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /pages/teacher/schedule: its nav bar, title and an honest empty state until its own issue fills it. */
export default function SchedulePage() {
  return <ComingSoon />;
}
