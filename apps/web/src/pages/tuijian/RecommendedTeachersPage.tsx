import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /pages/tuijian/index: its nav bar, title and an honest empty state until its own issue fills it. */
export default function RecommendedTeachersPage() {
  return <ComingSoon />;
}
