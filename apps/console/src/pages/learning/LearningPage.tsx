import { useTranslation } from 'react-i18next';
import { Tabs, Typography } from 'antd';
import { useListParams } from '../../components/listParams.ts';
import { BooksTab } from '../../features/learning/BooksTab.tsx';
import { ExamsTab } from '../../features/learning/ExamsTab.tsx';
import { OutlineTab } from '../../features/learning/OutlineTab.tsx';

const TABS = { books: BooksTab, outline: OutlineTab, exams: ExamsTab } as const;
type TabKey = keyof typeof TABS;

/**
 * What children learn with (DESIGN §9): picture books, the course outline with its textbooks and
 * unit tests, and the exams. The open tab is in the URL (`?tab=outline`), as on the texts page.
 */
export default function LearningPage() {
  const { t } = useTranslation();
  const { params, set } = useListParams();
  const tab: TabKey = params.tab && params.tab in TABS ? (params.tab as TabKey) : 'books';
  const Current = TABS[tab];
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
        {t('learning.menu')}
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
            q: null,
            kind: null,
            published: null,
          })
        }
        items={(Object.keys(TABS) as TabKey[]).map((key) => ({
          key,
          label: t(`learning.tabs.${key}`),
        }))}
      />
      <Current key={tab} />
    </>
  );
}
