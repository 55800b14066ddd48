import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, App, Button, Popconfirm, Space, Tag, Tooltip } from 'antd';
import type { ReconciliationRun } from '@school/contract/api/admin/finance';
import { RECON_STATUSES } from '@school/contract/api/admin/finance';
import { GATEWAYS } from '@school/contract/rules/mall';
import { ExportButton } from '../../components/ExportButton.tsx';
import { filtersOf, useListParams } from '../../components/listParams.ts';
import { ServerTable, type ServerColumn } from '../../components/ServerTable.tsx';
import { errorText } from '../../lib/errorText.ts';
import { dateTime } from '../../lib/format.ts';
import { amount } from './money.ts';
import { useCan } from '../../lib/me.ts';
import { listReconciliationRuns, useDifferences, useRerunDay } from './calls.ts';
import { DifferencesDrawer, type DrawerTarget } from './DifferencesDrawer.tsx';

/** Solid colours with white text, dark enough for WCAG AA. */
const STATUS_COLOURS: Record<ReconciliationRun['status'], string> = {
  waiting: '#595959',
  running: '#0958d9',
  matched: '#237804',
  differences: '#ad4e00',
  failed: '#a8071a',
};

/**
 * The days of each gateway's bill and how they compared (docs/design/money.md §8): differences are listed
 * per day or all open ones together, and resolved with a note (money.edit).
 */
export function ReconciliationTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { params } = useListParams();
  const canEdit = useCan()('money.edit');
  const rerun = useRerunDay();
  const [drawer, setDrawer] = useState<DrawerTarget | null>(null);
  const open = useDifferences({ open: true, page: 1, pageSize: 1 } as never).data?.total ?? 0;
  const gw = (g: string) => t(`finance.gateways.${g}`);
  const side = (payCount: number, pay: number, refundCount: number, refund: number) =>
    t('finance.sideLine', { payCount, pay: amount(pay), refundCount, refund: amount(refund) });

  const again = async (r: ReconciliationRun) => {
    try {
      const done = await rerun.mutateAsync(r.id);
      // A run that failed again answers as the failed run: say so, and why (issue 25).
      if (done.status === 'failed')
        void message.error(t('finance.rerunFailed', { reason: done.error }));
      else void message.success(t('finance.rerunDone'));
    } catch (e) {
      void message.error(errorText(e, t));
    }
  };

  const columns: ServerColumn<ReconciliationRun>[] = [
    { key: 'day', title: t('finance.day'), dataIndex: 'day', sorter: true },
    {
      key: 'gateway',
      title: t('finance.gateway'),
      filters: GATEWAYS.map((g) => ({ value: g, text: gw(g) })),
      render: (_, r) => gw(r.gateway),
    },
    {
      key: 'status',
      title: t('finance.status'),
      filters: RECON_STATUSES.map((s) => ({ value: s, text: t(`finance.statuses.${s}`) })),
      render: (_, r) => {
        const tag = <Tag color={STATUS_COLOURS[r.status]}>{t(`finance.statuses.${r.status}`)}</Tag>;
        if (!r.error) return tag;
        // A failed day says why on the page itself; a long reason is cut, whole in the tooltip.
        const reason = `${t('finance.error')}: ${r.error}`;
        return (
          <Space orientation="vertical" size={2}>
            {tag}
            <Tooltip title={reason}>
              <span tabIndex={0} style={{ color: STATUS_COLOURS.failed, fontSize: 12 }}>
                {reason.length > 80 ? `${reason.slice(0, 79)}…` : reason}
              </span>
            </Tooltip>
          </Space>
        );
      },
    },
    {
      key: 'gatewaySide',
      title: t('finance.gatewaySide'),
      render: (_, r) =>
        side(r.gatewayPayCount, r.gatewayPayAmount, r.gatewayRefundCount, r.gatewayRefundAmount),
    },
    {
      key: 'schoolSide',
      title: t('finance.schoolSide'),
      render: (_, r) =>
        side(r.schoolPayCount, r.schoolPayAmount, r.schoolRefundCount, r.schoolRefundAmount),
    },
    {
      key: 'openCount',
      title: t('finance.openCount'),
      align: 'right',
      render: (_, r) => `${r.openCount} / ${r.differenceCount}`,
    },
    {
      key: 'finishedAt',
      title: t('common.actions'),
      render: (_, r) => (
        <Space>
          <Button
            size="small"
            disabled={r.differenceCount === 0}
            onClick={() => setDrawer({ run: r })}
            aria-label={`${t('finance.showDifferences')} ${gw(r.gateway)} ${r.day}`}
          >
            {t('finance.showDifferences')}
          </Button>
          {canEdit && (
            <Popconfirm
              title={t('finance.rerunOf', { gateway: gw(r.gateway), day: r.day })}
              onConfirm={() => again(r)}
            >
              <Button
                size="small"
                aria-label={t('finance.rerunOf', { gateway: gw(r.gateway), day: r.day })}
              >
                {t('finance.rerun')}
              </Button>
            </Popconfirm>
          )}
          <span style={{ color: '#595959' }}>{dateTime(r.finishedAt)}</span>
        </Space>
      ),
    },
  ];

  return (
    <>
      {open > 0 && (
        <Alert
          style={{ marginBottom: 16 }}
          type="warning"
          showIcon
          title={t('finance.openDifferencesCount', { count: open })}
          action={
            <Button size="small" onClick={() => setDrawer({ run: null })}>
              {t('finance.openDifferences')}
            </Button>
          }
        />
      )}
      <ServerTable
        endpoint={listReconciliationRuns}
        label={t('finance.tabs.reconciliation')}
        rowKey={(r) => r.id}
        columns={columns}
        toolbar={
          <ExportButton
            endpoint={listReconciliationRuns}
            filters={filtersOf(params)}
            fileName={t('finance.fileRuns')}
            columns={[
              { title: t('finance.day'), value: (r) => r.day },
              { title: t('finance.gateway'), value: (r) => gw(r.gateway) },
              { title: t('finance.status'), value: (r) => t(`finance.statuses.${r.status}`) },
              {
                title: t('finance.gatewaySide'),
                value: (r) =>
                  side(
                    r.gatewayPayCount,
                    r.gatewayPayAmount,
                    r.gatewayRefundCount,
                    r.gatewayRefundAmount,
                  ),
              },
              {
                title: t('finance.schoolSide'),
                value: (r) =>
                  side(
                    r.schoolPayCount,
                    r.schoolPayAmount,
                    r.schoolRefundCount,
                    r.schoolRefundAmount,
                  ),
              },
              { title: t('finance.differences'), value: (r) => r.differenceCount },
              { title: t('finance.openCount'), value: (r) => r.openCount },
              { title: t('finance.error'), value: (r) => r.error },
            ]}
          />
        }
      />
      <DifferencesDrawer target={drawer} onClose={() => setDrawer(null)} />
    </>
  );
}
