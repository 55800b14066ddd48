import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /pages/mine/preference: its nav bar, title and an honest empty state until its own issue fills it. */
export default function PreferencePage() {
  return <ComingSoon />;
}
