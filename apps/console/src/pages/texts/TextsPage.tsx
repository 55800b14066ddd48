import { useTranslation } from 'react-i18next';
import { Tabs, Typography } from 'antd';
import { useListParams } from '../../components/listParams.ts';
import { AboutTab, FaqTab, NoticesTab } from '../../features/texts/ArticlesTabs.tsx';
import { BannersTab } from '../../features/texts/BannersTab.tsx';
import { DictTab, NicknamesTab, TagsTab, VideosTab } from '../../features/texts/ListsTabs.tsx';

const TABS = {
  banners: BannersTab,
  notices: NoticesTab,
  faq: FaqTab,
  about: AboutTab,
  videos: VideosTab,
  nicknames: NicknamesTab,
  dict: DictTab,
  tags: TagsTab,
} as const;
type TabKey = keyof typeof TABS;

/**
 * Everything the school writes for families besides products, books and legal texts (DESIGN
 * §9), each in Chinese and English. The open tab is in the URL (`?tab=notices`); switching tabs
 * clears the previous list's paging and filters.
 */
export default function TextsPage() {
  const { t } = useTranslation();
  const { params, set } = useListParams();
  const tab: TabKey = params.tab && params.tab in TABS ? (params.tab as TabKey) : 'banners';
  const Current = TABS[tab];
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
        {t('texts.menu')}
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
            position: null,
            q: null,
          })
        }
        items={(Object.keys(TABS) as TabKey[]).map((key) => ({
          key,
          label: t(`texts.tabs.${key}`),
        }))}
      />
      <Current key={tab} />
    </>
  );
}
