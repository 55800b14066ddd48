import { useTranslation } from 'react-i18next';
import { App, Button, Input, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import type { StaffMember } from '@school/contract/api/admin/staff';
import { STAFF_ROLES, type StaffRole } from '@school/contract/rules/permissions';
import { ExportButton } from '../../components/ExportButton.tsx';
import { filtersOf, useListParams } from '../../components/listParams.ts';
import { ServerTable, type ServerColumn } from '../../components/ServerTable.tsx';
import { useMe } from '../../lib/me.ts';
import {
  listStaff,
  useChangeRole,
  useRemove,
  useUnlockFactor,
} from '../../features/staff/calls.ts';
import { InviteButton } from '../../features/staff/InviteButton.tsx';
import { dateTime } from '../../lib/format.ts';
import { errorText } from '../../lib/errorText.ts';

/**
 * The owner's staff list: invite, change a role, remove (each ends the member's sessions), and
 * unlock a second factor locked after 10 wrong codes (issue 25).
 */
export default function StaffPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { params, set } = useListParams();
  const me = useMe().data;
  const changeRole = useChangeRole();
  const remove = useRemove();
  const unlock = useUnlockFactor();
  const locked = (m: StaffMember) =>
    m.factorLockedUntil !== null && new Date(m.factorLockedUntil).getTime() > Date.now();
  const roleLabel = (r: StaffRole) => t(`common.role.${r}`);

  const onRole = async (m: StaffMember, role: StaffRole) => {
    try {
      await changeRole.mutateAsync({ staffId: m.staffId, role });
      void message.success(t('staff.roleChanged', { name: m.name, role: roleLabel(role) }));
    } catch (e) {
      void message.error(errorText(e, t));
    }
  };
  const onUnlock = async (m: StaffMember) => {
    try {
      await unlock.mutateAsync(m.staffId);
      void message.success(t('staff.unlocked', { name: m.name }));
    } catch (e) {
      void message.error(errorText(e, t));
    }
  };
  const onRemove = async (m: StaffMember) => {
    try {
      await remove.mutateAsync(m.staffId);
      void message.success(t('staff.removed', { name: m.name }));
    } catch (e) {
      void message.error(errorText(e, t));
    }
  };

  const columns: ServerColumn<StaffMember>[] = [
    { key: 'name', title: t('staff.name'), dataIndex: 'name', sorter: true },
    { key: 'phone', title: t('staff.phone'), dataIndex: 'phone' },
    {
      key: 'role',
      title: t('staff.role'),
      filters: STAFF_ROLES.map((r) => ({ value: r, text: roleLabel(r) })),
      render: (_, m) =>
        m.staffId === me?.staffId ? (
          <Tag color="blue">{roleLabel(m.role)}</Tag>
        ) : (
          <Select<StaffRole>
            aria-label={t('staff.roleOf', { name: m.name })}
            size="small"
            value={m.role}
            style={{ width: 110 }}
            onChange={(role) => void onRole(m, role)}
            options={STAFF_ROLES.map((r) => ({ value: r, label: roleLabel(r) }))}
          />
        ),
    },
    {
      key: 'totp',
      title: t('staff.secondFactor'),
      render: (_, m) => (
        <Space size={4} wrap>
          {m.totpEnabled ? t('staff.totp') : t('staff.sms')}
          {locked(m) && (
            <Tag color="red">
              {t('staff.factorLocked', { until: dateTime(m.factorLockedUntil) })}
            </Tag>
          )}
        </Space>
      ),
    },
    {
      key: 'hasPassword',
      title: t('staff.state'),
      render: (_, m) =>
        m.hasPassword ? t('staff.ready') : <Tag color="orange">{t('staff.invitedState')}</Tag>,
    },
    {
      key: 'lastSignInAt',
      title: t('staff.lastSignIn'),
      sorter: true,
      render: (_, m) => dateTime(m.lastSignInAt),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, m) => (
        <Space size={4}>
          {locked(m) && (
            <Popconfirm
              title={t('staff.unlockConfirm', { name: m.name })}
              onConfirm={() => onUnlock(m)}
              okText={t('common.confirm')}
              cancelText={t('common.cancel')}
            >
              <Button size="small" aria-label={`${t('staff.unlock')} ${m.name}`}>
                {t('staff.unlock')}
              </Button>
            </Popconfirm>
          )}
          {m.staffId !== me?.staffId && (
            <Popconfirm
              title={t('staff.removeConfirm', { name: m.name })}
              onConfirm={() => onRemove(m)}
              okText={t('common.confirm')}
              cancelText={t('common.cancel')}
            >
              <Button danger size="small">
                {t('staff.remove')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
        {t('menu.staff')}
      </Typography.Title>
      <ServerTable
        endpoint={listStaff}
        label={t('menu.staff')}
        rowKey={(m) => m.staffId}
        columns={columns}
        toolbar={
          <Space wrap>
            <Input.Search
              aria-label={t('staff.search')}
              placeholder={t('staff.search')}
              defaultValue={params.q}
              allowClear
              onSearch={(q) => set({ q })}
              style={{ width: 240 }}
            />
            <InviteButton />
            <ExportButton
              endpoint={listStaff}
              filters={filtersOf(params)}
              fileName={t('menu.staff')}
              columns={[
                { title: t('staff.name'), value: (m) => m.name },
                { title: t('staff.phone'), value: (m) => m.phone },
                { title: t('staff.role'), value: (m) => roleLabel(m.role) },
                { title: t('staff.lastSignIn'), value: (m) => dateTime(m.lastSignInAt) },
              ]}
            />
          </Space>
        }
      />
    </>
  );
}
