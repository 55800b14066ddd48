import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /pages/ketang/index: its nav bar, title and an honest empty state until its own issue fills it. */
export default function HighlightsPage() {
  return <ComingSoon />;
}
