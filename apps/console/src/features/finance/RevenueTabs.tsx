import { useTranslation } from 'react-i18next';
import { Alert, Space } from 'antd';
import type {
  RevenueDay,
  RevenueProduct,
  UnusedCreditsRow,
} from '@school/contract/api/admin/finance';
import { ExportButton } from '../../components/ExportButton.tsx';
import { filtersOf, useListParams } from '../../components/listParams.ts';
import { ServerTable, type ServerColumn } from '../../components/ServerTable.tsx';
import { amount, money } from './money.ts';
import { listRevenueDays, listRevenueProducts, listUnusedCredits, useListData } from './calls.ts';
import { RangeFilter } from './RangeFilter.tsx';

function useMoneyColumns<R extends Omit<RevenueDay, 'day'>>(): ServerColumn<R>[] {
  const { t } = useTranslation();
  return [
    { key: 'payCount', title: t('finance.payCount'), dataIndex: 'payCount', align: 'right' },
    { key: 'paidCol', title: t('finance.paid'), align: 'right', render: (_, r) => money(r.paid) },
    {
      key: 'refundCount',
      title: t('finance.refundCount'),
      dataIndex: 'refundCount',
      align: 'right',
    },
    {
      key: 'refundedCol',
      title: t('finance.refunded'),
      align: 'right',
      render: (_, r) => money(r.refunded),
    },
    {
      key: 'netCol',
      title: t('finance.net'),
      align: 'right',
      render: (_, r) => <b>{money(r.net)}</b>,
    },
  ];
}

/** Money taken and refunded per school day over a range, with its total; exported as shown. */
export function RevenueDaysTab() {
  const { t } = useTranslation();
  const { params } = useListParams();
  const data = useListData(listRevenueDays, params as never).data;
  const columns: ServerColumn<RevenueDay>[] = [
    { key: 'day', title: t('finance.day'), dataIndex: 'day', sorter: true },
    ...useMoneyColumns<RevenueDay>(),
  ];
  return (
    <>
      {data && (
        <Alert
          style={{ marginBottom: 16 }}
          type="info"
          title={t('finance.sumLine', {
            from: data.from,
            to: data.to,
            paid: amount(data.sum.paid),
            payCount: data.sum.payCount,
            refunded: amount(data.sum.refunded),
            refundCount: data.sum.refundCount,
            net: amount(data.sum.net),
          })}
        />
      )}
      <ServerTable
        endpoint={listRevenueDays}
        label={t('finance.tabs.days')}
        rowKey={(r) => r.day}
        columns={columns}
        toolbar={
          <Space wrap>
            <RangeFilter />
            <ExportButton
              endpoint={listRevenueDays}
              filters={filtersOf(params)}
              fileName={t('finance.fileDays')}
              columns={[
                { title: t('finance.day'), value: (r) => r.day },
                { title: t('finance.payCount'), value: (r) => r.payCount },
                { title: t('finance.paidYuan'), value: (r) => r.paid / 100 },
                { title: t('finance.refundCount'), value: (r) => r.refundCount },
                { title: t('finance.refundedYuan'), value: (r) => r.refunded / 100 },
                { title: t('finance.netYuan'), value: (r) => r.net / 100 },
              ]}
            />
          </Space>
        }
      />
    </>
  );
}

/** Money per product over a range, most first. */
export function RevenueProductsTab() {
  const { t } = useTranslation();
  const { params } = useListParams();
  const columns: ServerColumn<RevenueProduct>[] = [
    { key: 'name', title: t('finance.product'), dataIndex: 'name' },
    { key: 'kind', title: t('finance.kind'), render: (_, r) => t(`finance.kinds.${r.kind}`) },
    ...useMoneyColumns<RevenueProduct>().map((c) =>
      c.key === 'paidCol'
        ? { ...c, key: 'paid', sorter: true }
        : c.key === 'netCol'
          ? { ...c, key: 'net', sorter: true }
          : c,
    ),
  ];
  return (
    <ServerTable
      endpoint={listRevenueProducts}
      label={t('finance.tabs.products')}
      rowKey={(r) => r.productId}
      columns={columns}
      toolbar={
        <Space wrap>
          <RangeFilter />
          <ExportButton
            endpoint={listRevenueProducts}
            filters={filtersOf(params)}
            fileName={t('finance.fileProducts')}
            columns={[
              { title: t('finance.product'), value: (r) => r.name },
              { title: t('finance.kind'), value: (r) => t(`finance.kinds.${r.kind}`) },
              { title: t('finance.payCount'), value: (r) => r.payCount },
              { title: t('finance.paidYuan'), value: (r) => r.paid / 100 },
              { title: t('finance.refundCount'), value: (r) => r.refundCount },
              { title: t('finance.refundedYuan'), value: (r) => r.refunded / 100 },
              { title: t('finance.netYuan'), value: (r) => r.net / 100 },
            ]}
          />
        </Space>
      }
    />
  );
}

/** Credits families still hold, valued at the price paid per credit (gifts at 0). */
export function UnusedCreditsTab() {
  const { t } = useTranslation();
  const { params } = useListParams();
  const data = useListData(listUnusedCredits, params as never).data;
  const name = (r: UnusedCreditsRow) => (r.productId === null ? t('finance.gift') : r.name);
  const columns: ServerColumn<UnusedCreditsRow>[] = [
    { key: 'name', title: t('finance.product'), render: (_, r) => name(r) },
    { key: 'grants', title: t('finance.grants'), dataIndex: 'grants', align: 'right' },
    {
      key: 'credits',
      title: t('finance.credits'),
      dataIndex: 'credits',
      align: 'right',
      sorter: true,
    },
    {
      key: 'value',
      title: t('finance.value'),
      align: 'right',
      sorter: true,
      render: (_, r) => money(r.value),
    },
  ];
  return (
    <>
      {data && (
        <Alert
          style={{ marginBottom: 16 }}
          type="info"
          title={t('finance.creditsSummary', {
            credits: data.sum.credits,
            gift: data.sum.giftCredits,
            value: amount(data.sum.value),
          })}
        />
      )}
      <ServerTable
        endpoint={listUnusedCredits}
        label={t('finance.tabs.credits')}
        rowKey={(r) => r.productId ?? 'gift'}
        columns={columns}
        toolbar={
          <ExportButton
            endpoint={listUnusedCredits}
            filters={filtersOf(params)}
            fileName={t('finance.fileCredits')}
            columns={[
              { title: t('finance.product'), value: name },
              { title: t('finance.grants'), value: (r) => r.grants },
              { title: t('finance.credits'), value: (r) => r.credits },
              { title: t('finance.valueYuan'), value: (r) => r.value / 100 },
            ]}
          />
        }
      />
    </>
  );
}
