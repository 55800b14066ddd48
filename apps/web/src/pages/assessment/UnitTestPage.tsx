import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /pages/assessment/unitTest: its nav bar, title and an honest empty state until its own issue fills it. */
export default function UnitTestPage() {
  return <ComingSoon />;
}
