import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /pages/anno/anno: its nav bar, title and an honest empty state until its own issue fills it. */
export default function NoticesPage() {
  return <ComingSoon />;
}
