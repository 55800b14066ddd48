import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Input, Space, Switch, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { z } from 'zod';
import type { adminProductRow } from '@school/contract/api/admin/catalogue';
import { ExportButton } from '../../components/ExportButton.tsx';
import { filtersOf, useListParams } from '../../components/listParams.ts';
import { ServerTable, type ServerColumn } from '../../components/ServerTable.tsx';
import { listAdminProducts, useSetOnSale } from '../../features/catalogue/calls.ts';
import { ProductForm } from '../../features/catalogue/ProductForm.tsx';
import { errorText } from '../../lib/errorText.ts';
import { dateTime, yuan } from '../../lib/format.ts';
import { useCan } from '../../lib/me.ts';

type Row = z.infer<typeof adminProductRow>;

/**
 * Products (docs/design/school-texts.md §9): every product, on sale or not, with its names in both languages. Finance
 * and the owner edit (prices are money); other roles read.
 */
export default function CataloguePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { params, set } = useListParams();
  const can = useCan()('catalogue.edit');
  const onSale = useSetOnSale();
  const [editing, setEditing] = useState<number | null | undefined>(undefined);

  const toggle = async (p: Row, next: boolean) => {
    try {
      await onSale.mutateAsync({ id: p.id, onSale: next });
      void message.success(next ? t('catalogue.nowOnSale') : t('catalogue.nowOffSale'));
    } catch (e) {
      void message.error(errorText(e, t));
    }
  };

  const columns: ServerColumn<Row>[] = [
    { key: 'id', title: 'ID', dataIndex: 'id', sorter: true, width: 70 },
    {
      key: 'name',
      title: t('catalogue.name'),
      render: (_, p) => (
        <div>
          <div>{p.name.zh}</div>
          <div lang="en" style={{ color: '#595959' }}>
            {p.name.en || <i>{t('catalogue.noEnglish')}</i>}
          </div>
        </div>
      ),
    },
    {
      key: 'kind',
      title: t('catalogue.kind'),
      filters: [
        { value: 'card', text: t('catalogue.kinds.card') },
        { value: 'pack', text: t('catalogue.kinds.pack') },
      ],
      render: (_, p) =>
        p.kind === 'pack'
          ? `${t('catalogue.kinds.pack')} · L${p.courseLevel}`
          : t('catalogue.kinds.card'),
    },
    {
      key: 'price',
      title: t('catalogue.price'),
      sorter: true,
      render: (_, p) => (
        <span>
          {t('common.yuan', { amount: yuan(p.price) })}
          {p.listPrice !== null && (
            <s style={{ marginLeft: 6, color: '#595959' }}>
              {t('common.yuan', { amount: yuan(p.listPrice) })}
            </s>
          )}
        </span>
      ),
    },
    { key: 'lessonCount', title: t('catalogue.lessons'), dataIndex: 'lessonCount' },
    { key: 'validityDays', title: t('catalogue.validityDays'), dataIndex: 'validityDays' },
    { key: 'sort', title: t('catalogue.sort'), dataIndex: 'sort', sorter: true },
    {
      key: 'onSale',
      title: t('catalogue.onSale'),
      filters: [
        { value: 'true', text: t('catalogue.onSaleYes') },
        { value: 'false', text: t('catalogue.onSaleNo') },
      ],
      render: (_, p) => (
        <Switch
          checked={p.onSale}
          disabled={!can}
          aria-label={t('catalogue.onSaleOf', { name: p.name.zh })}
          onChange={(next) => void toggle(p, next)}
        />
      ),
    },
    {
      key: 'updatedAt',
      title: t('catalogue.updatedAt'),
      sorter: true,
      render: (_, p) => dateTime(p.updatedAt),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, p) =>
        can ? (
          <Button
            size="small"
            onClick={() => setEditing(p.id)}
            aria-label={t('catalogue.editOf', { name: p.name.zh })}
          >
            {t('catalogue.edit')}
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
        {t('catalogue.menu')}
      </Typography.Title>
      <ServerTable
        endpoint={listAdminProducts}
        label={t('catalogue.menu')}
        rowKey={(p) => p.id}
        columns={columns}
        toolbar={
          <Space wrap>
            <Input.Search
              aria-label={t('catalogue.search')}
              placeholder={t('catalogue.search')}
              defaultValue={params.q}
              allowClear
              onSearch={(q) => set({ q, page: 1 })}
              style={{ width: 240 }}
            />
            {can && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
                {t('catalogue.create')}
              </Button>
            )}
            <ExportButton
              endpoint={listAdminProducts}
              filters={filtersOf(params)}
              fileName={t('catalogue.menu')}
              columns={[
                { title: 'ID', value: (p) => p.id },
                { title: t('catalogue.name'), value: (p) => p.name.zh },
                { title: `${t('catalogue.name')} (English)`, value: (p) => p.name.en },
                { title: t('catalogue.priceYuan'), value: (p) => yuan(p.price) },
                { title: t('catalogue.lessons'), value: (p) => p.lessonCount },
                { title: t('catalogue.validityDays'), value: (p) => p.validityDays },
                { title: t('catalogue.onSale'), value: (p) => (p.onSale ? '✓' : '') },
              ]}
            />
          </Space>
        }
      />
      <ProductForm
        id={editing ?? null}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
    </>
  );
}
