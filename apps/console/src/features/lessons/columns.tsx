import type { TFunction } from 'i18next';
import { Button, Typography } from 'antd';
import { lessonStatus } from '@school/contract/api/booking';
import type { ExportColumn } from '../../components/ExportButton.tsx';
import type { ServerColumn } from '../../components/ServerTable.tsx';
import { dateTime } from '../../lib/format.ts';
import type { AdminLessonRow } from './calls.ts';
import { StatusTag } from './StatusTag.tsx';

/** The lessons table's columns and the export's (the same facts, as text). */
export function lessonColumns(
  t: TFunction,
  open: (id: number) => void,
): ServerColumn<AdminLessonRow>[] {
  return [
    {
      key: 'startAt',
      title: t('lessons.time'),
      sorter: true,
      render: (_, r) => `${dateTime(r.startAt)}–${dateTime(r.endAt).slice(11)}`,
      width: 190,
    },
    { key: 'teacher', title: t('lessons.teacher'), render: (_, r) => r.teacher.name },
    {
      key: 'family',
      title: t('lessons.family'),
      render: (_, r) => `${r.family.name} (#${r.family.id})`,
    },
    {
      key: 'status',
      title: t('lessons.status'),
      filters: lessonStatus.options.map((s) => ({ value: s, text: t(`lessons.statuses.${s}`) })),
      render: (_, r) => <StatusTag status={r.status} />,
    },
    {
      key: 'report',
      title: t('lessons.report'),
      render: (_, r) =>
        r.hasReport ? (
          t('lessons.reportWritten')
        ) : r.reportLate ? (
          <Typography.Text type="danger">{t('lessons.reportLate')}</Typography.Text>
        ) : r.status === 'finished' ? (
          t('lessons.reportMissing')
        ) : (
          '—'
        ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, r) => (
        <Button
          size="small"
          onClick={() => open(r.id)}
          aria-label={t('lessons.detailsOf', { id: r.id })}
        >
          {t('lessons.details')}
        </Button>
      ),
    },
  ];
}

export const lessonExportColumns = (t: TFunction): ExportColumn<AdminLessonRow>[] => [
  { title: 'ID', value: (r) => r.id },
  { title: t('lessons.time'), value: (r) => dateTime(r.startAt) },
  { title: t('lessons.teacher'), value: (r) => r.teacher.name },
  { title: t('lessons.family'), value: (r) => `${r.family.name} (#${r.family.id})` },
  { title: t('lessons.status'), value: (r) => t(`lessons.statuses.${r.status}`) },
  {
    title: t('lessons.report'),
    value: (r) =>
      r.hasReport ? t('lessons.reportWritten') : r.reportLate ? t('lessons.reportLate') : '',
  },
  { title: t('lessons.cancelReason'), value: (r) => r.cancelReason ?? '' },
];
