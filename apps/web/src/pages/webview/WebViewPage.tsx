import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /pages/webview/index: its nav bar, title and an honest empty state until its own issue fills it. */
export default function WebViewPage() {
  return <ComingSoon />;
}
