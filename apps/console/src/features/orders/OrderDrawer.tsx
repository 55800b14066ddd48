import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Descriptions, Drawer, Empty, Spin, Table, Tag, Typography } from 'antd';
import type { AdminRefund } from '@school/contract/api/admin/orders';
import { errorText } from '../../lib/errorText.ts';
import { dateTime, yuan } from '../../lib/format.ts';
import { useCan } from '../../lib/me.ts';
import { useAdminOrder } from './calls.ts';
import { RefundForm } from './RefundForm.tsx';

const REFUND_COLOURS: Record<AdminRefund['status'], string> = {
  pending: 'gold',
  processing: 'blue',
  succeeded: 'green',
  failed: 'red',
};

/** One order: what was bought, its payments, its refunds, and the refund button. */
export function OrderDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const q = useAdminOrder(id);
  const can = useCan()('money.edit');
  const [refunding, setRefunding] = useState(false);
  const d = q.data;
  const money = (fen: number) => t('common.yuan', { amount: yuan(fen) });

  return (
    <Drawer
      title={d ? `${t('orders.detail')} ${d.order.orderNo}` : t('orders.detail')}
      open={id !== null}
      onClose={onClose}
      size={880}
      destroyOnHidden
    >
      {q.isError && <Alert type="error" showIcon title={errorText(q.error, t)} />}
      {!d && q.isLoading && <Spin />}
      {d && (
        <>
          <Descriptions bordered size="small" column={2}>
            <Descriptions.Item label={t('orders.orderNo')}>{d.order.orderNo}</Descriptions.Item>
            <Descriptions.Item label={t('orders.status')}>
              {t(`orders.statuses.${d.order.status}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.family')}>
              {d.order.familyName} {d.order.phone}
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.product')}>{d.order.productName}</Descriptions.Item>
            <Descriptions.Item label={t('orders.amount')}>
              {money(d.order.amount)}
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.lessons')}>{d.order.lessonTotal}</Descriptions.Item>
            <Descriptions.Item label={t('orders.refunded')}>
              <span data-testid="order-refunded">{money(d.order.refundedAmount)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.gateway')}>
              {d.order.gateway ? t(`orders.gateways.${d.order.gateway}`) : ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.createdAt')}>
              {dateTime(d.order.createdAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.paidAt')}>
              {dateTime(d.order.paidAt)}
            </Descriptions.Item>
          </Descriptions>

          <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
            {t('orders.limits')}
          </Typography.Title>
          {d.limits ? (
            <>
              <Typography.Paragraph>
                {t('orders.limitsText', {
                  paid: yuan(d.limits.paid),
                  refunded: yuan(d.limits.refunded),
                  unused: d.limits.unused,
                  granted: d.limits.granted,
                  cap: yuan(d.limits.cap),
                })}
                {d.limits.ownerMax > d.limits.cap &&
                  ` ${t('orders.ownerMax', { ownerMax: yuan(d.limits.ownerMax) })}`}
              </Typography.Paragraph>
              {can && (
                <Button danger type="primary" onClick={() => setRefunding(true)}>
                  {t('orders.refund')}
                </Button>
              )}
              <RefundForm
                orderId={d.order.id}
                orderNo={d.order.orderNo}
                limits={d.limits}
                open={refunding}
                onClose={() => setRefunding(false)}
              />
            </>
          ) : (
            <Typography.Paragraph>{t('orders.nothingToRefund')}</Typography.Paragraph>
          )}

          <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
            {t('orders.refunds')}
          </Typography.Title>
          {d.refunds.length === 0 ? (
            <Empty description={t('orders.noRefunds')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : (
            <Table<AdminRefund>
              aria-label={t('orders.refunds')}
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={d.refunds}
              columns={[
                { key: 'refundNo', title: t('orders.refundNo'), dataIndex: 'refundNo' },
                { key: 'amount', title: t('orders.amount'), render: (_, r) => money(r.amount) },
                { key: 'credits', title: t('orders.credits'), dataIndex: 'credits' },
                {
                  key: 'status',
                  title: t('orders.status'),
                  render: (_, r) => (
                    <>
                      <Tag color={REFUND_COLOURS[r.status]} data-testid="refund-status">
                        {t(`orders.refundStatuses.${r.status}`)}
                      </Tag>
                      {r.override && <Tag color="purple">{t('orders.override')}</Tag>}
                      {r.status === 'pending' && (
                        <div style={{ color: '#595959' }}>
                          {t('orders.attempts', { n: r.attempts })}
                        </div>
                      )}
                    </>
                  ),
                },
                { key: 'reason', title: t('orders.reason'), dataIndex: 'reason' },
                {
                  key: 'staff',
                  title: t('orders.staff'),
                  render: (_, r) =>
                    `${r.staffName}${r.staffRole ? ` (${t(`common.role.${r.staffRole}`)})` : ''}`,
                },
                {
                  key: 'createdAt',
                  title: t('orders.refundedAt'),
                  render: (_, r) => dateTime(r.succeededAt ?? r.createdAt),
                },
              ]}
            />
          )}

          <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
            {t('orders.bills')}
          </Typography.Title>
          <Table
            aria-label={t('orders.bills')}
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={d.bills}
            columns={[
              { key: 'billNo', title: t('orders.billNo'), dataIndex: 'billNo' },
              {
                key: 'gateway',
                title: t('orders.gateway'),
                render: (_, b) => t(`orders.gateways.${b.gateway}`),
              },
              {
                key: 'status',
                title: t('orders.status'),
                render: (_, b) => t(`orders.billStatuses.${b.status}`),
              },
              { key: 'amount', title: t('orders.amount'), render: (_, b) => money(b.amount) },
              { key: 'tradeNo', title: t('orders.tradeNo'), dataIndex: 'tradeNo' },
              {
                key: 'paidAt',
                title: t('orders.paidAt'),
                render: (_, b) => dateTime(b.paidAt),
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
