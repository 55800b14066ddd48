import { useTranslation } from 'react-i18next';
import { Tabs, Typography } from 'antd';
import { useListParams } from '../../components/listParams.ts';
import { BrandForm } from '../../features/brand/BrandForm.tsx';
import { LegalForm } from '../../features/brand/LegalForm.tsx';

const TABS = ['brand', 'agreement', 'privacy'] as const;
type TabKey = (typeof TABS)[number];

/**
 * The school's brand and its legal texts (docs/design/console.md §7 "legal texts and branding", docs/design/school-texts.md §9): the owner
 * publishes, the content role drafts. The open tab is in the URL (`?tab=privacy`).
 */
export default function BrandPage() {
  const { t } = useTranslation();
  const { params, set } = useListParams();
  const tab: TabKey = (TABS as readonly string[]).includes(params.tab ?? '')
    ? (params.tab as TabKey)
    : 'brand';
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
        {t('brand.menu')}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => set({ tab: key })}
        items={TABS.map((key) => ({ key, label: t(`brand.tabs.${key}`) }))}
      />
      {tab === 'brand' ? <BrandForm /> : <LegalForm key={tab} kind={tab} />}
    </>
  );
}
