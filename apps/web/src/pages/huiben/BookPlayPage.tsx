import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /pages/huiben/play: its nav bar, title and an honest empty state until its own issue fills it. */
export default function BookPlayPage() {
  return <ComingSoon />;
}
