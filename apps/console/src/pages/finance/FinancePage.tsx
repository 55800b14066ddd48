import { useTranslation } from 'react-i18next';
import { Tabs, Typography } from 'antd';
import { useListParams } from '../../components/listParams.ts';
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
type TabKey = keyof typeof TABS;

/**
 * Finance (DESIGN.md §8): revenue by day and by product, unused credits at their price, and the
 * daily reconciliation. The open tab is in the URL (`?tab=reconciliation`); switching tabs keeps
 * the date range and clears the previous list's paging, sort and filters.
 */
export default function FinancePage() {
  const { t } = useTranslation();
  const { params, set } = useListParams();
  const tab: TabKey = params.tab && params.tab in TABS ? (params.tab as TabKey) : 'days';
  const Current = TABS[tab];
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
        {t('finance.menu')}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          set({
            tab: key,
            page: null,
            pageSize: null,
            sort: null,
            order: null,
            gateway: null,
            status: null,
          })
        }
        items={(Object.keys(TABS) as TabKey[]).map((key) => ({
          key,
          label: t(`finance.tabs.${key}`),
        }))}
      />
      <Current key={tab} />
    </>
  );
}
