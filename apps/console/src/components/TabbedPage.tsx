import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, Typography } from 'antd';
import { useListParams } from './listParams.ts';

interface TabbedPageProps<K extends string> {
  /** The area's texts: `<area>.menu` is the heading, `<area>.tabs.<key>` each tab's label. */
  area: string;
  /** The tabs in their order; the first opens when the URL names none. */
  tabs: Readonly<Record<K, ComponentType>>;
  /** The list filters of the tabs, cleared with paging and sort when the tab changes. */
  filters: readonly string[];
}

/**
 * An area of several lists in tabs (texts, learning content, finance). The open tab is in the URL
 * (`?tab=notices`), so a reload or a shared link opens it; switching tabs clears the previous
 * list's paging, sort and filters and keeps anything else (a finance date range).
 */
export function TabbedPage<K extends string>({ area, tabs, filters }: TabbedPageProps<K>) {
  const { t } = useTranslation();
  const { params, set } = useListParams();
  const keys = Object.keys(tabs) as K[];
  const tab = params.tab && params.tab in tabs ? (params.tab as K) : keys[0]!;
  const Current: ComponentType = tabs[tab];
  const cleared = Object.fromEntries(
    ['page', 'pageSize', 'sort', 'order', ...filters].map((name) => [name, null]),
  );
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
        {t(`${area}.menu`)}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => set({ ...cleared, tab: key })}
        items={keys.map((key) => ({ key, label: t(`${area}.tabs.${key}`) }))}
      />
      <Current key={tab} />
    </>
  );
}
