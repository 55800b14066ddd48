import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /pages/huiben/list: its nav bar, title and an honest empty state until its own issue fills it. */
export default function BookListPage() {
  return <ComingSoon />;
}
