import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /pages/course/myclass: its nav bar, title and an honest empty state until its own issue fills it. */
export default function MyClassPage() {
  return <ComingSoon />;
}
