import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /pages/category/category: its nav bar, title and an honest empty state until its own issue fills it. */
export default function CategoryPage() {
  return <ComingSoon />;
}
