import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, DatePicker, Input, InputNumber, Result, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { AdminFamilyRow } from '@school/contract/api/admin/families';
import { FAMILY_STATUSES } from '@school/contract/rules/admin/families';
import { ExportButton } from '../../components/ExportButton.tsx';
import { filtersOf, useListParams } from '../../components/listParams.ts';
import { ServerTable, type ServerColumn } from '../../components/ServerTable.tsx';
import { listAdminFamilies } from '../../features/families/calls.ts';
import { dateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/me.ts';

// Solid tags with white text: antd's light preset tags are below 4.5:1 (WCAG AA).
export const STATUS_COLORS = {
  active: '#237804',
  disabled: '#a8071a',
  deleted: '#595959',
} as const;

/** families.orders without families.read (no role today): no list, a family's orders by its id. */
function OrdersOnly() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={t('families.financeOnly')}
      extra={
        <InputNumber
          aria-label={t('families.familyId')}
          placeholder={t('families.familyId')}
          min={1}
          precision={0}
          style={{ width: 200 }}
          onPressEnter={(e) => {
            const id = Number((e.target as HTMLInputElement).value);
            if (id > 0) navigate(`/families/${id}`);
          }}
        />
      }
    />
  );
}

/** The families list: search by phone, child's name or id; status and registration filters. */
export default function FamilyListView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { params, set } = useListParams();
  const canRead = useCan()('families.read');
  if (!canRead) return <OrdersOnly />;

  const columns: ServerColumn<AdminFamilyRow>[] = [
    { key: 'id', title: 'ID', dataIndex: 'id', sorter: true, width: 80 },
    {
      key: 'phone',
      title: t('families.phone'),
      render: (_, f) => f.phone ?? t('families.noPhone'),
    },
    { key: 'name', title: t('families.child'), render: (_, f) => f.name || '—' },
    { key: 'username', title: t('families.englishName'), dataIndex: 'username' },
    { key: 'balance', title: t('families.balance'), dataIndex: 'balance', width: 110 },
    {
      key: 'status',
      title: t('families.status'),
      width: 110,
      filters: FAMILY_STATUSES.map((s) => ({ value: s, text: t(`families.statuses.${s}`) })),
      render: (_, f) => (
        <Tag color={STATUS_COLORS[f.status]}>{t(`families.statuses.${f.status}`)}</Tag>
      ),
    },
    {
      key: 'createdAt',
      title: t('families.registered'),
      sorter: true,
      render: (_, f) => dateTime(f.createdAt),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 100,
      render: (_, f) => (
        <Button
          size="small"
          aria-label={t('families.openOf', { id: f.id })}
          onClick={() => navigate(`/families/${f.id}`)}
        >
          {t('families.open')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
        {t('families.menu')}
      </Typography.Title>
      <ServerTable
        endpoint={listAdminFamilies}
        label={t('families.menu')}
        rowKey={(f) => f.id}
        columns={columns}
        toolbar={
          <Space wrap>
            <Input.Search
              aria-label={t('families.search')}
              placeholder={t('families.search')}
              defaultValue={params.keyword}
              onSearch={(keyword) => set({ keyword, page: 1 })}
              style={{ width: 280 }}
            />
            <DatePicker.RangePicker
              aria-label={t('families.registeredRange')}
              value={params.from && params.to ? [dayjs(params.from), dayjs(params.to)] : undefined}
              onChange={(range) =>
                set({
                  from: range?.[0]?.format('YYYY-MM-DD') ?? null,
                  to: range?.[1]?.format('YYYY-MM-DD') ?? null,
                })
              }
            />
            <ExportButton
              endpoint={listAdminFamilies}
              filters={filtersOf(params)}
              fileName={t('families.menu')}
              columns={[
                { title: 'ID', value: (f) => f.id },
                { title: t('families.phone'), value: (f) => f.phone ?? '' },
                { title: t('families.child'), value: (f) => f.name },
                { title: t('families.englishName'), value: (f) => f.username },
                { title: t('families.balance'), value: (f) => f.balance },
                { title: t('families.status'), value: (f) => t(`families.statuses.${f.status}`) },
                { title: t('families.registered'), value: (f) => dateTime(f.createdAt) },
              ]}
            />
          </Space>
        }
      />
    </>
  );
}
