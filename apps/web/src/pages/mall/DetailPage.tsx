import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /pages/mall/detail: its nav bar, title and an honest empty state until its own issue fills it. */
export default function DetailPage() {
  return <ComingSoon />;
}
