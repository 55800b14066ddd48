import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Avatar, Button, Input, Select, Space, Tag, Typography } from 'antd';
import { PlusOutlined, UserOutlined } from '@ant-design/icons';
import type { AdminTeacherRow } from '@school/contract/api/admin/teachers';
import { ExportButton } from '../../components/ExportButton.tsx';
import { filtersOf, useListParams } from '../../components/listParams.ts';
import { ServerTable, type ServerColumn } from '../../components/ServerTable.tsx';
import {
  listAdminTeachers,
  useSetPaused,
  useTeacherOptions,
} from '../../features/teachers/calls.ts';
import { LeaveDialog } from '../../features/teachers/LeaveDialog.tsx';
import { PlanEditor } from '../../features/teachers/PlanEditor.tsx';
import { TeacherForm } from '../../features/teachers/TeacherForm.tsx';
import { errorText } from '../../lib/errorText.ts';
import { dateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/me.ts';

type Row = AdminTeacherRow;
type Picked = { id: number; name: string; status?: Row['status'] } | null;
/** Status tags in colours readable at 4.5:1 (antd's preset tag colours are lighter). */
const STATUS_STYLE = {
  active: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  paused: { color: '#873800', background: '#fff7e6', borderColor: '#ffd591' },
  left: { color: '#434343', background: '#f5f5f5', borderColor: '#d9d9d9' },
} as const;

/**
 * Teachers (docs/design/console.md §7): every teacher whatever the status, searched and filtered on the server.
 * Owner and academic create, edit, pause, resume, let a teacher leave and edit any plan; the
 * other roles read.
 */
export default function TeachersPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { params, set } = useListParams();
  const can = useCan()('teachers.edit');
  const options = useTeacherOptions();
  const paused = useSetPaused();
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const [planOf, setPlanOf] = useState<Picked>(null);
  const [leaving, setLeaving] = useState<Picked>(null);

  const pause = async (r: Row, next: boolean) => {
    try {
      await paused.mutateAsync({ id: r.id, paused: next });
      void message.success(next ? t('teachers.nowPaused') : t('teachers.nowActive'));
    } catch (e) {
      void message.error(errorText(e, t));
    }
  };

  const columns: ServerColumn<Row>[] = [
    { key: 'id', title: 'ID', dataIndex: 'id', sorter: true, width: 80 },
    {
      key: 'name',
      title: t('teachers.name'),
      sorter: true,
      render: (_, r) => (
        <Space style={{ whiteSpace: 'nowrap' }}>
          <Avatar src={r.avatar ?? undefined} icon={<UserOutlined />} alt="" />
          <span>{r.name}</span>
        </Space>
      ),
    },
    { key: 'phone', title: t('teachers.phone'), render: (_, r) => r.phone ?? '-' },
    {
      key: 'status',
      title: t('teachers.status'),
      filters: (['active', 'paused', 'left'] as const).map((s) => ({
        value: s,
        text: t(`teachers.statuses.${s}`),
      })),
      render: (_, r) => (
        <Tag style={STATUS_STYLE[r.status]}>{t(`teachers.statuses.${r.status}`)}</Tag>
      ),
    },
    {
      key: 'nationality',
      title: t('teachers.nationalitySex'),
      filters: (options.data?.nationalities ?? []).map((n) => ({ value: n, text: n })),
      render: (_, r) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {r.nationality || '-'} · {t(`teachers.sexes.${r.sex}`)}
        </span>
      ),
    },
    {
      key: 'tagId',
      title: t('teachers.tags'),
      filters: (options.data?.tags ?? []).map((x) => ({ value: String(x.id), text: x.name })),
      render: (_, r) => r.tags.map((x) => <Tag key={x.id}>{x.name}</Tag>),
    },
    {
      key: 'rating',
      title: t('teachers.rating'),
      sorter: true,
      render: (_, r) => (r.rating === null ? '-' : `${r.rating} (${r.reviewCount})`),
    },
    {
      key: 'finishedLessons',
      title: t('teachers.finishedLessons'),
      dataIndex: 'finishedLessons',
      sorter: true,
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, r) => (
        <Space size={0} wrap style={{ minWidth: 150 }}>
          {can && r.status !== 'left' && (
            <Button
              size="small"
              type="link"
              onClick={() => setEditing(r.id)}
              aria-label={t('teachers.editOf', { name: r.name })}
            >
              {t('teachers.edit')}
            </Button>
          )}
          <Button
            size="small"
            type="link"
            onClick={() => setPlanOf({ id: r.id, name: r.name, status: r.status })}
            aria-label={t('teachers.planOf', { name: r.name })}
          >
            {t('teachers.plan')}
          </Button>
          {can && r.status !== 'left' && (
            <Button size="small" type="link" onClick={() => void pause(r, r.status === 'active')}>
              {r.status === 'active' ? t('teachers.pause') : t('teachers.resume')}
            </Button>
          )}
          {can && r.status !== 'left' && (
            <Button
              size="small"
              type="link"
              danger
              onClick={() => setLeaving({ id: r.id, name: r.name })}
            >
              {t('teachers.leave')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
        {t('teachers.menu')}
      </Typography.Title>
      <ServerTable
        endpoint={listAdminTeachers}
        label={t('teachers.menu')}
        rowKey={(r) => r.id}
        columns={columns}
        toolbar={
          <Space wrap>
            <Input.Search
              aria-label={t('teachers.search')}
              placeholder={t('teachers.search')}
              defaultValue={params.q}
              allowClear
              onSearch={(q) => set({ q, page: 1 })}
              style={{ width: 260 }}
            />
            <Select
              aria-label={t('teachers.minRating')}
              value={params.minRating ?? ''}
              onChange={(v: string) => set({ minRating: v || null })}
              style={{ width: 150 }}
              options={[
                { value: '', label: t('teachers.anyRating') },
                ...['3', '4', '4.5'].map((v) => ({
                  value: v,
                  label: t('teachers.ratingAtLeast', { n: v }),
                })),
              ]}
            />
            {can && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
                {t('teachers.create')}
              </Button>
            )}
            <ExportButton
              endpoint={listAdminTeachers}
              filters={filtersOf(params)}
              fileName={t('teachers.menu')}
              columns={[
                { title: 'ID', value: (r) => r.id },
                { title: t('teachers.name'), value: (r) => r.name },
                { title: t('teachers.phone'), value: (r) => r.phone ?? '' },
                { title: t('teachers.status'), value: (r) => t(`teachers.statuses.${r.status}`) },
                { title: t('teachers.nationality'), value: (r) => r.nationality },
                { title: t('teachers.sex'), value: (r) => t(`teachers.sexes.${r.sex}`) },
                { title: t('teachers.tags'), value: (r) => r.tags.map((x) => x.name).join(', ') },
                { title: t('teachers.rating'), value: (r) => r.rating ?? '' },
                { title: t('teachers.reviews'), value: (r) => r.reviewCount },
                { title: t('teachers.finishedLessons'), value: (r) => r.finishedLessons },
                { title: t('teachers.createdAt'), value: (r) => dateTime(r.createdAt) },
              ]}
            />
          </Space>
        }
      />
      <TeacherForm
        id={editing ?? null}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
      <PlanEditor
        teacher={planOf}
        onClose={() => setPlanOf(null)}
        canEdit={can && planOf?.status !== 'left'}
      />
      <LeaveDialog teacher={leaving} onClose={() => setLeaving(null)} />
    </>
  );
}
