import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /pages/settings/question: its nav bar, title and an honest empty state until its own issue fills it. */
export default function FeedbackPage() {
  return <ComingSoon />;
}
