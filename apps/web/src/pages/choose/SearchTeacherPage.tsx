import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /pages/choose/search: its nav bar, title and an honest empty state until its own issue fills it. */
export default function SearchTeacherPage() {
  return <ComingSoon />;
}
