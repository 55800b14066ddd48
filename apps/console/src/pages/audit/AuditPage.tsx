import { useTranslation } from 'react-i18next';
import { DatePicker, Input, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { listAudit, listMoneyAudit, type AuditRow } from '@school/contract/api/admin/audit';
import { ExportButton } from '../../components/ExportButton.tsx';
import { filtersOf, useListParams } from '../../components/listParams.ts';
import { ServerTable, type ServerColumn } from '../../components/ServerTable.tsx';
import { useCan } from '../../lib/me.ts';
import { dateTime } from '../../lib/format.ts';

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v, null, 2));

/**
 * The audit log, read-only (docs/design/console.md §7). `audit.read` reads every row; a role with only
 * `audit.money` (finance) reads the money rows through their own call.
 */
export default function AuditPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { params, set } = useListParams();
  const endpoint = can('audit.read') ? listAudit : listMoneyAudit;

  const columns: ServerColumn<AuditRow>[] = [
    { key: 'at', title: t('audit.at'), sorter: true, render: (_, r) => dateTime(r.at), width: 160 },
    {
      key: 'staff',
      title: t('audit.staff'),
      render: (_, r) => `${r.staffName}${r.role ? ` (${t(`common.role.${r.role}`)})` : ''}`,
    },
    { key: 'action', title: t('audit.action'), dataIndex: 'action' },
    { key: 'entity', title: t('audit.entity'), render: (_, r) => `${r.entity} #${r.entityId}` },
    { key: 'ip', title: t('audit.ip'), dataIndex: 'ip' },
  ];

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
        {t('menu.audit')}
      </Typography.Title>
      <ServerTable
        endpoint={endpoint}
        label={t('menu.audit')}
        rowKey={(r) => r.id}
        columns={columns}
        expandedRowRender={(r) => (
          <Space align="start" size="large" wrap>
            <div>
              <Typography.Text strong>{t('audit.before')}</Typography.Text>
              <pre style={{ margin: 0 }}>{json(r.before)}</pre>
            </div>
            <div>
              <Typography.Text strong>{t('audit.after')}</Typography.Text>
              <pre style={{ margin: 0 }}>{json(r.after)}</pre>
            </div>
          </Space>
        )}
        toolbar={
          <Space wrap>
            <Input.Search
              aria-label={t('audit.entity')}
              placeholder={t('audit.entity')}
              defaultValue={params.entity}
              allowClear
              onSearch={(entity) => set({ entity })}
              style={{ width: 180 }}
            />
            <Input.Search
              aria-label={t('audit.action')}
              placeholder={t('audit.action')}
              defaultValue={params.action}
              allowClear
              onSearch={(action) => set({ action })}
              style={{ width: 180 }}
            />
            <Input.Search
              aria-label={t('audit.staffId')}
              placeholder={t('audit.staffId')}
              defaultValue={params.staffId}
              allowClear
              inputMode="numeric"
              onSearch={(staffId) => set({ staffId: /^\d+$/.test(staffId) ? staffId : null })}
              style={{ width: 160 }}
            />
            <DatePicker.RangePicker
              aria-label={t('audit.dates')}
              value={params.from && params.to ? [dayjs(params.from), dayjs(params.to)] : null}
              onChange={(_, [from, to]) => set({ from: from || null, to: to || null })}
            />
            <ExportButton
              endpoint={endpoint}
              filters={filtersOf(params)}
              fileName={t('menu.audit')}
              columns={[
                { title: t('audit.at'), value: (r) => dateTime(r.at) },
                { title: t('audit.staff'), value: (r) => r.staffName },
                { title: t('audit.action'), value: (r) => r.action },
                { title: t('audit.entity'), value: (r) => r.entity },
                { title: 'ID', value: (r) => r.entityId },
                { title: t('audit.ip'), value: (r) => r.ip },
                { title: t('audit.before'), value: (r) => json(r.before) },
                { title: t('audit.after'), value: (r) => json(r.after) },
              ]}
            />
          </Space>
        }
      />
    </>
  );
}
