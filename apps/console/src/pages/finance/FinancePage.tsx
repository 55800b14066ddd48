import { TabbedPage } from '../../components/TabbedPage.tsx';
import { ReconciliationTab } from '../../features/finance/ReconciliationTab.tsx';
import {
  RevenueDaysTab,
  RevenueProductsTab,
  UnusedCreditsTab,
} from '../../features/finance/RevenueTabs.tsx';

const TABS = {
  days: RevenueDaysTab,
  products: RevenueProductsTab,
  credits: UnusedCreditsTab,
  reconciliation: ReconciliationTab,
} as const;

/**
 * Finance (docs/design/money.md §8): revenue by day and by product, unused credits at their price, and the
 * daily reconciliation (`?tab=reconciliation`); the date range is kept across tabs.
 */
export default function FinancePage() {
  return <TabbedPage area="finance" tabs={TABS} filters={['gateway', 'status']} />;
}
