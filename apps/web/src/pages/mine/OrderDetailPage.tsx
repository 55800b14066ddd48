import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /pages/mine/orderDetail: its nav bar, title and an honest empty state until its own issue fills it. */
export default function OrderDetailPage() {
  return <ComingSoon />;
}
