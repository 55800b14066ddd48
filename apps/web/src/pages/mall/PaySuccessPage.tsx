import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /pages/mall/paysuccess: its nav bar, title and an honest empty state until its own issue fills it. */
export default function PaySuccessPage() {
  return <ComingSoon />;
}
