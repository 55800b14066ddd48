import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /pages/settings/help: its nav bar, title and an honest empty state until its own issue fills it. */
export default function HelpPage() {
  return <ComingSoon />;
}
