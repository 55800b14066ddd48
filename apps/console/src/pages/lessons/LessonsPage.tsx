import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfigProvider, Space, Tabs, Typography } from 'antd';
import type { z } from 'zod';
import type { lateReportRow } from '@school/contract/api/admin/lessons';
import { ExportButton } from '../../components/ExportButton.tsx';
import { filtersOf, useListParams } from '../../components/listParams.ts';
import { ServerTable, type ServerColumn } from '../../components/ServerTable.tsx';
import { listAdminLessons, listLateReports } from '../../features/lessons/calls.ts';
import { lessonColumns, lessonExportColumns } from '../../features/lessons/columns.tsx';
import { LessonDrawer } from '../../features/lessons/LessonDrawer.tsx';
import {
  DateRangeFilter,
  FamilyFilter,
  TeacherFilter,
} from '../../features/lessons/LessonFilters.tsx';
import { dateTime } from '../../lib/format.ts';

type LateRow = z.infer<typeof lateReportRow>;

/**
 * Lessons (docs/design/console.md §7): every lesson by day range, teacher, family and state, and the lessons
 * whose report is more than 24 hours late; a lesson's details, report, replay and changes in a
 * drawer. The open tab is in the URL (`?tab=late`).
 */
export default function LessonsPage() {
  const { t } = useTranslation();
  const { params, set } = useListParams();
  const [open, setOpen] = useState<number | null>(null);
  const tab = params.tab === 'late' ? 'late' : 'all';
  const columns = lessonColumns(t, setOpen);
  const lateColumns: ServerColumn<LateRow>[] = [
    {
      key: 'endAt',
      title: t('lessons.endAt'),
      sorter: true,
      render: (_, r) => dateTime(r.endAt),
    },
    ...(columns.filter((c) => ['teacher', 'family'].includes(c.key)) as ServerColumn<LateRow>[]),
    { key: 'hoursLate', title: t('lessons.hoursLate'), dataIndex: 'hoursLate' },
    ...(columns.filter((c) => c.key === 'actions') as ServerColumn<LateRow>[]),
  ];

  const all = (
    <ServerTable
      endpoint={listAdminLessons}
      label={t('lessons.tabAll')}
      rowKey={(r) => r.id}
      columns={columns}
      toolbar={
        <Space wrap>
          <DateRangeFilter params={params} set={set} />
          <TeacherFilter params={params} set={set} />
          <FamilyFilter params={params} set={set} />
          <ExportButton
            endpoint={listAdminLessons}
            filters={filtersOf(params)}
            fileName={t('lessons.exportName')}
            columns={lessonExportColumns(t)}
          />
        </Space>
      }
    />
  );
  const late = (
    <ServerTable
      endpoint={listLateReports}
      label={t('lessons.tabLate')}
      rowKey={(r) => r.id}
      columns={lateColumns}
      toolbar={
        <Space wrap>
          <TeacherFilter params={params} set={set} />
          <ExportButton
            endpoint={listLateReports}
            filters={filtersOf(params)}
            fileName={t('lessons.exportLateName')}
            columns={[
              ...lessonExportColumns(t).slice(0, 4),
              { title: t('lessons.hoursLate'), value: (r) => (r as LateRow).hoursLate },
            ]}
          />
        </Space>
      }
    />
  );

  return (
    // Placeholders darkened for 4.5:1 on white (antd's 0.25 alpha is about 2:1; a Select's
    // placeholder is text on the page, which axe measures).
    <ConfigProvider theme={{ token: { colorTextPlaceholder: 'rgba(0, 0, 0, 0.62)' } }}>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
        {t('lessons.menu')}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(k) =>
          set({ tab: k === 'late' ? 'late' : null, status: null, sort: null, order: null })
        }
        items={[
          { key: 'all', label: t('lessons.tabAll'), children: tab === 'all' ? all : null },
          { key: 'late', label: t('lessons.tabLate'), children: tab === 'late' ? late : null },
        ]}
      />
      <LessonDrawer id={open} onClose={() => setOpen(null)} />
    </ConfigProvider>
  );
}
