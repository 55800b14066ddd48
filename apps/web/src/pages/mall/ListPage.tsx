import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /pages/mall/list: its nav bar, title and an honest empty state until its own issue fills it. */
export default function ListPage() {
  return <ComingSoon />;
}
