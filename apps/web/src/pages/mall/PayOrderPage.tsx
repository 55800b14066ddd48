import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /pages/mall/payorder: its nav bar, title and an honest empty state until its own issue fills it. */
export default function PayOrderPage() {
  return <ComingSoon />;
}
