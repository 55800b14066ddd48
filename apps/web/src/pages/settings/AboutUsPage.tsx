import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /pages/settings/aboutus: its nav bar, title and an honest empty state until its own issue fills it. */
export default function AboutUsPage() {
  return <ComingSoon />;
}
