import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /pages/assessment/history: its nav bar, title and an honest empty state until its own issue fills it. */
export default function HistoryPage() {
  return <ComingSoon />;
}
