import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /pages/category/category-unit: its nav bar, title and an honest empty state until its own issue fills it. */
export default function CategoryUnitPage() {
  return <ComingSoon />;
}
