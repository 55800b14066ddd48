import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /pages/live/live: its nav bar, title and an honest empty state until its own issue fills it. */
export default function LivePage() {
  return <ComingSoon />;
}
