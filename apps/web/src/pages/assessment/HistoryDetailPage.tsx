import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /pages/assessment/historyDetail: its nav bar, title and an honest empty state until its own issue fills it. */
export default function HistoryDetailPage() {
  return <ComingSoon />;
}
