import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, App, Button, Drawer, Form, Input, Modal, Switch, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type {
  ReconciliationDifference,
  ReconciliationRun,
} from '@school/contract/api/admin/finance';
import { errorText } from '../../lib/errorText.ts';
import { dateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/me.ts';
import { useDifferences, useResolveDifference } from './calls.ts';
import { money } from './money.ts';

/** A day's differences, or (run null) every open one. */
export interface DrawerTarget {
  run: ReconciliationRun | null;
}

const amount = (fen: number | null) => (fen === null ? '—' : money(fen));

export function DifferencesDrawer(props: { target: DrawerTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const run = props.target?.run ?? null;
  const [page, setPage] = useState(1);
  const [onlyOpen, setOnlyOpen] = useState(false);
  const [resolving, setResolving] = useState<ReconciliationDifference | null>(null);
  const canEdit = useCan()('money.edit');
  const input = run
    ? { runId: run.id, page, pageSize: 20, ...(onlyOpen ? { open: 'true' } : {}) }
    : { open: 'true', page, pageSize: 20 };
  const q = useDifferences(input as never);
  const title = run
    ? t('finance.differencesOf', { gateway: t(`finance.gateways.${run.gateway}`), day: run.day })
    : t('finance.openDifferences');

  const columns: ColumnsType<ReconciliationDifference> = [
    ...(run
      ? []
      : [
          {
            key: 'day',
            title: t('finance.day'),
            render: (_: unknown, d: ReconciliationDifference) =>
              `${d.day} ${t(`finance.gateways.${d.gateway}`)}`,
          },
        ]),
    {
      key: 'kind',
      title: t('finance.diffKind'),
      render: (_, d) => (
        <>
          <Tag color="#ad4e00">{t(`finance.diffKinds.${d.kind}`)}</Tag>
          <div>{t(`finance.items.${d.itemKind}`)}</div>
        </>
      ),
    },
    {
      key: 'no',
      title: t('finance.billNo'),
      render: (_, d) => (
        <div style={{ fontFamily: 'monospace', fontSize: 12 }}>
          <div>{d.outTradeNo}</div>
          {d.refundNo && <div>{`${t('finance.refundNo')}: ${d.refundNo}`}</div>}
          {d.tradeNo && <div style={{ color: '#595959' }}>{d.tradeNo}</div>}
        </div>
      ),
    },
    {
      key: 'gateway',
      title: t('finance.gatewayAmount'),
      align: 'right',
      render: (_, d) => amount(d.gatewayAmount),
    },
    {
      key: 'school',
      title: t('finance.schoolAmount'),
      align: 'right',
      render: (_, d) => amount(d.schoolAmount),
    },
    {
      key: 'resolved',
      title: t('finance.resolved'),
      render: (_, d) =>
        d.resolvedAt ? (
          t(d.resolvedByName ? 'finance.resolvedBy' : 'finance.resolvedAuto', {
            name: d.resolvedByName,
            at: dateTime(d.resolvedAt),
            note: d.note,
          })
        ) : canEdit ? (
          <Button
            size="small"
            type="primary"
            onClick={() => setResolving(d)}
            aria-label={t('finance.resolveOf', { no: d.refundNo || d.outTradeNo })}
          >
            {t('finance.resolve')}
          </Button>
        ) : (
          t('finance.unresolved')
        ),
    },
  ];

  return (
    <Drawer
      open={props.target !== null}
      onClose={() => {
        setPage(1);
        props.onClose();
      }}
      title={title}
      size={960}
    >
      {run && (
        <div style={{ marginBottom: 12 }}>
          <label>
            <Switch size="small" checked={onlyOpen} onChange={setOnlyOpen} />{' '}
            {t('finance.onlyOpen')}
          </label>
        </div>
      )}
      {q.isError && <Alert type="error" showIcon title={errorText(q.error, t)} />}
      <Table<ReconciliationDifference>
        aria-label={title}
        rowKey={(d) => d.id}
        columns={columns}
        dataSource={q.data?.list ?? []}
        loading={q.isFetching}
        pagination={{
          current: page,
          pageSize: 20,
          total: q.data?.total ?? 0,
          onChange: setPage,
          showTotal: (total) => t('common.total', { total }),
        }}
      />
      <ResolveModal difference={resolving} onClose={() => setResolving(null)} />
    </Drawer>
  );
}

function ResolveModal(props: { difference: ReconciliationDifference | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ note: string }>();
  const resolve = useResolveDifference();
  const d = props.difference;
  const submit = async ({ note }: { note: string }) => {
    if (!d) return;
    try {
      await resolve.mutateAsync({ id: d.id, note });
      void message.success(t('finance.resolvedDone'));
      form.resetFields();
      props.onClose();
    } catch (e) {
      void message.error(errorText(e, t));
    }
  };
  return (
    <Modal
      open={d !== null}
      title={d ? t('finance.resolveOf', { no: d.refundNo || d.outTradeNo }) : ''}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={resolve.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item
          name="note"
          label={t('finance.note')}
          rules={[{ required: true, min: 2, max: 500, whitespace: true }]}
        >
          <Input.TextArea rows={3} placeholder={t('finance.notePlaceholder')} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
