import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /pages/mine/setting: its nav bar, title and an honest empty state until its own issue fills it. */
export default function SettingPage() {
  return <ComingSoon />;
}
