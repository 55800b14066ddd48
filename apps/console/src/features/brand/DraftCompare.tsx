import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Popconfirm, Space, Table } from 'antd';
import { dateTime } from '../../lib/format.ts';

export interface CompareRow {
  key: string;
  label: string;
  live: ReactNode;
  draft: ReactNode;
}

interface Props {
  savedBy: string;
  savedAt: string;
  rows: CompareRow[];
  /** The owner's actions (absent for the content role, which may only discard its own draft). */
  onLoad?: () => void;
  onPublish?: () => void;
  onDiscard?: () => void;
  publishConfirm: string;
  busy?: boolean;
}

/**
 * A draft beside what families see now, field by field (changed fields marked), with the owner's
 * actions: load it into the form to adjust it, publish it as it is, or throw it away.
 */
export function DraftCompare(p: Props) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('brand.draftTitle')} style={{ marginBottom: 24 }}>
      <Alert
        type="warning"
        showIcon
        message={t('brand.draftTitle')}
        description={t('brand.draftBy', { name: p.savedBy, at: dateTime(p.savedAt) })}
        style={{ marginBottom: 12 }}
      />
      <Table<CompareRow>
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={p.rows}
        columns={[
          { key: 'label', title: t('brand.field'), dataIndex: 'label', width: 160 },
          { key: 'live', title: t('brand.live'), render: (_, r) => r.live },
          {
            key: 'draft',
            title: t('brand.draft'),
            render: (_, r) => (
              <div style={r.live !== r.draft ? { background: '#fff7e6' } : undefined}>
                {r.draft}
              </div>
            ),
          },
        ]}
      />
      {(p.onPublish || p.onDiscard) && (
        <Space style={{ marginTop: 12 }}>
          {p.onLoad && <Button onClick={p.onLoad}>{t('brand.loadDraft')}</Button>}
          {p.onPublish && (
            <Popconfirm title={p.publishConfirm} onConfirm={p.onPublish}>
              <Button type="primary" loading={p.busy}>
                {t('brand.publishDraft')}
              </Button>
            </Popconfirm>
          )}
          {p.onDiscard && (
            <Button danger onClick={p.onDiscard}>
              {t('brand.discardDraft')}
            </Button>
          )}
        </Space>
      )}
    </section>
  );
}
