import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /pages/mine/myclassnum: its nav bar, title and an honest empty state until its own issue fills it. */
export default function MyClassNumPage() {
  return <ComingSoon />;
}
