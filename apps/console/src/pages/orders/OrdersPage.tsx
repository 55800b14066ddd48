import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DatePicker, Input, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import type { AdminOrderRow } from '@school/contract/api/admin/orders';
import { GATEWAYS, ORDER_STATUSES } from '@school/contract/rules/mall';
import { ExportButton } from '../../components/ExportButton.tsx';
import { filtersOf, useListParams } from '../../components/listParams.ts';
import { ServerTable, type ServerColumn } from '../../components/ServerTable.tsx';
import { listAdminOrders } from '../../features/orders/calls.ts';
import { OrderDrawer } from '../../features/orders/OrderDrawer.tsx';
import { dateTime, yuan } from '../../lib/format.ts';

/**
 * Orders and refunds (docs/design/console.md §7, docs/design/money.md §8): every family's orders, paged, sorted and filtered on the
 * server, exported with the same filters; an order's page refunds it (finance and the owner).
 */
export default function OrdersPage() {
  const { t } = useTranslation();
  const { params, set } = useListParams();
  const [open, setOpen] = useState<number | null>(null);
  const money = (fen: number) => t('common.yuan', { amount: yuan(fen) });

  const columns: ServerColumn<AdminOrderRow>[] = [
    { key: 'orderNo', title: t('orders.orderNo'), dataIndex: 'orderNo' },
    {
      key: 'family',
      title: t('orders.family'),
      render: (_, o) => (
        <div>
          <div>{o.familyName}</div>
          <div style={{ color: '#595959' }}>{o.phone}</div>
        </div>
      ),
    },
    { key: 'product', title: t('orders.product'), dataIndex: 'productName' },
    {
      key: 'amount',
      title: t('orders.amount'),
      sorter: true,
      render: (_, o) => money(o.amount),
    },
    {
      key: 'refunded',
      title: t('orders.refunded'),
      render: (_, o) => (o.refundedAmount > 0 ? money(o.refundedAmount) : ''),
    },
    {
      key: 'status',
      title: t('orders.status'),
      filters: ORDER_STATUSES.map((s) => ({ value: s, text: t(`orders.statuses.${s}`) })),
      render: (_, o) => t(`orders.statuses.${o.status}`),
    },
    {
      key: 'gateway',
      title: t('orders.gateway'),
      filters: GATEWAYS.map((g) => ({ value: g, text: t(`orders.gateways.${g}`) })),
      render: (_, o) => (o.gateway ? t(`orders.gateways.${o.gateway}`) : ''),
    },
    {
      key: 'createdAt',
      title: t('orders.createdAt'),
      sorter: true,
      render: (_, o) => dateTime(o.createdAt),
    },
    {
      key: 'paidAt',
      title: t('orders.paidAt'),
      sorter: true,
      render: (_, o) => dateTime(o.paidAt),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, o) => (
        <Button
          size="small"
          onClick={() => setOpen(o.id)}
          aria-label={t('orders.viewOf', { orderNo: o.orderNo })}
        >
          {t('orders.view')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
        {t('orders.menu')}
      </Typography.Title>
      <ServerTable
        endpoint={listAdminOrders}
        label={t('orders.list')}
        rowKey={(o) => o.id}
        columns={columns}
        toolbar={
          // No clear (x) button on the searches: antd's is below WCAG 2.2's 24 px target size.
          <Space wrap>
            <Input.Search
              aria-label={t('orders.searchPhone')}
              placeholder={t('orders.searchPhone')}
              defaultValue={params.phone}
              onSearch={(phone) => set({ phone: phone.trim() })}
              style={{ width: 220 }}
            />
            <Input.Search
              aria-label={t('orders.searchOrderNo')}
              placeholder={t('orders.searchOrderNo')}
              defaultValue={params.orderNo}
              onSearch={(orderNo) => set({ orderNo: orderNo.trim() })}
              style={{ width: 240 }}
            />
            <DatePicker.RangePicker
              aria-label={t('orders.dateRange')}
              value={params.from && params.to ? [dayjs(params.from), dayjs(params.to)] : null}
              onChange={(_, [from, to]) => set({ from: from || null, to: to || null })}
            />
            <ExportButton
              endpoint={listAdminOrders}
              filters={filtersOf(params)}
              fileName={t('orders.list')}
              columns={[
                { title: t('orders.orderNo'), value: (o) => o.orderNo },
                { title: t('orders.family'), value: (o) => o.familyName ?? '' },
                { title: t('orders.phone'), value: (o) => o.phone ?? '' },
                { title: t('orders.product'), value: (o) => o.productName },
                { title: t('orders.amount'), value: (o) => yuan(o.amount) },
                { title: t('orders.refunded'), value: (o) => yuan(o.refundedAmount) },
                { title: t('orders.status'), value: (o) => t(`orders.statuses.${o.status}`) },
                {
                  title: t('orders.gateway'),
                  value: (o) => (o.gateway ? t(`orders.gateways.${o.gateway}`) : ''),
                },
                { title: t('orders.createdAt'), value: (o) => dateTime(o.createdAt) },
                { title: t('orders.paidAt'), value: (o) => dateTime(o.paidAt) },
                { title: t('orders.refundedAt'), value: (o) => dateTime(o.refundedAt) },
              ]}
            />
          </Space>
        }
      />
      <OrderDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
