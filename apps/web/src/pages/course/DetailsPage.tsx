import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /pages/course/details: its nav bar, title and an honest empty state until its own issue fills it. */
export default function DetailsPage() {
  return <ComingSoon />;
}
