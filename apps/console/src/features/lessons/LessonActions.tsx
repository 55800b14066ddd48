import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Card, Checkbox, Input, Popconfirm, Select, Space, Typography } from 'antd';
import type { AdminLessonDetail } from '@school/contract/api/admin/lessons';
import { errorText } from '../../lib/errorText.ts';
import {
  ATTENDANCE_OUTCOMES,
  useCancelBySchool,
  useCorrectAttendance,
  useReassign,
  useReassignOptions,
} from './calls.ts';

/**
 * The school's changes to one lesson (`lessons.edit`): reassign to a teacher free at that time
 * (only those are offered; the server refuses anyone else), closing the first teacher's slot
 * unless it is to open again, cancel with a reason (credit back),
 * correct a settled lesson's attendance (credits change by the settle rules' difference).
 */
export function LessonActions({ lesson: l }: { lesson: AdminLessonDetail }) {
  const { t } = useTranslation();
  if (!l.canReassign && !l.canCancel && !l.canCorrect) return null;
  return (
    <Card size="small" title={<Typography.Text strong>{t('common.actions')}</Typography.Text>}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {l.canReassign && <Reassign lesson={l} />}
        {l.canCancel && <CancelBySchool lesson={l} />}
        {l.canCorrect && <Correct lesson={l} />}
      </Space>
    </Card>
  );
}

function Reassign({ lesson: l }: { lesson: AdminLessonDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const options = useReassignOptions(l.id, true);
  const reassign = useReassign();
  const [teacherId, setTeacherId] = useState<number | null>(null);
  const [reopenSlot, setReopenSlot] = useState(false);
  const list = options.data?.list ?? [];
  const name = list.find((o) => o.id === teacherId)?.name ?? '';
  const run = async () => {
    try {
      await reassign.mutateAsync({ lessonId: l.id, teacherId: teacherId!, reopenSlot });
      void message.success(t('lessons.reassigned', { name }));
      setTeacherId(null);
      setReopenSlot(false);
    } catch (e) {
      void message.error(errorText(e, t));
      void options.refetch();
    }
  };
  return (
    <Space wrap>
      <Typography.Text id="reassign-label">{t('lessons.reassignTo')}</Typography.Text>
      <Select
        aria-labelledby="reassign-label"
        style={{ width: 260 }}
        loading={options.isFetching}
        placeholder={
          list.length || options.isFetching ? t('lessons.reassignPick') : t('lessons.reassignNone')
        }
        disabled={!options.isFetching && list.length === 0}
        value={teacherId ?? undefined}
        onChange={(v: number) => setTeacherId(v)}
        options={list.map((o) => ({ value: o.id, label: o.name }))}
      />
      <Popconfirm
        title={t('lessons.reassignConfirm', { name })}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onConfirm={run}
        disabled={teacherId === null}
      >
        <Button type="primary" disabled={teacherId === null} loading={reassign.isPending}>
          {t('lessons.reassign')}
        </Button>
      </Popconfirm>
      <Checkbox checked={reopenSlot} onChange={(e) => setReopenSlot(e.target.checked)}>
        {t('lessons.reopenSlot')}
      </Checkbox>
    </Space>
  );
}

function CancelBySchool({ lesson: l }: { lesson: AdminLessonDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const cancel = useCancelBySchool();
  const [reason, setReason] = useState('');
  const run = async () => {
    try {
      const r = await cancel.mutateAsync({ lessonId: l.id, reason });
      void message.success(
        r.creditReturned ? t('lessons.cancelled') : t('lessons.cancelledNoCredit'),
      );
    } catch (e) {
      void message.error(errorText(e, t));
    }
  };
  return (
    <Space wrap>
      <Input
        aria-label={t('lessons.cancelReasonPlaceholder')}
        placeholder={t('lessons.cancelReasonPlaceholder')}
        value={reason}
        maxLength={200}
        onChange={(e) => setReason(e.target.value)}
        style={{ width: 320 }}
      />
      <Popconfirm
        title={t('lessons.cancelConfirm')}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={run}
        disabled={!reason.trim()}
      >
        <Button danger disabled={!reason.trim()} loading={cancel.isPending}>
          {t('lessons.cancel')}
        </Button>
      </Popconfirm>
    </Space>
  );
}

function Correct({ lesson: l }: { lesson: AdminLessonDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const correct = useCorrectAttendance();
  const [outcome, setOutcome] = useState<(typeof ATTENDANCE_OUTCOMES)[number] | null>(null);
  const run = async () => {
    try {
      const r = await correct.mutateAsync({ lessonId: l.id, outcome: outcome! });
      void message.success(t('lessons.corrected', { change: r.creditChange }));
      setOutcome(null);
    } catch (e) {
      void message.error(errorText(e, t));
    }
  };
  return (
    <Space wrap>
      <Typography.Text id="correct-label">{t('lessons.correctTo')}</Typography.Text>
      <Select
        aria-labelledby="correct-label"
        style={{ width: 200 }}
        value={outcome ?? undefined}
        onChange={setOutcome}
        options={ATTENDANCE_OUTCOMES.filter((o) => o !== l.status).map((o) => ({
          value: o,
          label: t(`lessons.statuses.${o}`),
        }))}
      />
      <Popconfirm
        title={t('lessons.correctConfirm')}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onConfirm={run}
        disabled={outcome === null}
      >
        <Button disabled={outcome === null} loading={correct.isPending}>
          {t('lessons.correct')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
