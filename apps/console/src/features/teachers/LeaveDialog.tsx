import { useTranslation } from 'react-i18next';
import { Alert, App, Modal, Table, Typography } from 'antd';
import { errorText } from '../../lib/errorText.ts';
import { dateTime } from '../../lib/format.ts';
import { useFutureLessons, useLeave } from './calls.ts';

/**
 * Leave, in two steps: first the teacher's booked lessons from now on (to reassign in the lessons
 * area, linked), then the confirmation: hidden from families, no new slots, no login any more.
 */
export function LeaveDialog({
  teacher,
  onClose,
}: {
  teacher: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const lessons = useFutureLessons(teacher?.id ?? null);
  const leave = useLeave();
  const list = lessons.data?.list ?? [];

  const confirm = async () => {
    if (!teacher) return;
    try {
      await leave.mutateAsync({ id: teacher.id });
      void message.success(t('teachers.leftDone', { name: teacher.name }));
      onClose();
    } catch (e) {
      void message.error(errorText(e, t));
    }
  };

  return (
    <Modal
      title={teacher ? t('teachers.leaveTitle', { name: teacher.name }) : ''}
      open={teacher !== null}
      onCancel={onClose}
      onOk={() => void confirm()}
      okText={t('teachers.leaveConfirm')}
      okButtonProps={{ danger: true, disabled: lessons.isLoading }}
      cancelText={t('common.cancel')}
      confirmLoading={leave.isPending}
      width={760}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('teachers.leaveHelp')}</Typography.Paragraph>
      {lessons.isError && <Alert type="error" showIcon title={errorText(lessons.error, t)} />}
      {list.length > 0 ? (
        <>
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            title={t('teachers.futureLessonsWarn', { count: list.length })}
            description={
              <a href={`#/lessons?teacherId=${teacher?.id ?? ''}`}>{t('teachers.reassignLink')}</a>
            }
          />
          <Table
            aria-label={t('teachers.futureLessons')}
            size="small"
            rowKey="id"
            pagination={{ pageSize: 10 }}
            dataSource={list}
            columns={[
              {
                key: 'startAt',
                title: t('teachers.lessonTime'),
                render: (_, l) => dateTime(l.startAt),
              },
              {
                key: 'student',
                title: t('teachers.lessonStudent'),
                render: (_, l) => `${l.studentName || '-'} (#${l.studentId})`,
              },
              {
                key: 'phone',
                title: t('teachers.lessonPhone'),
                render: (_, l) => l.studentPhone ?? '-',
              },
            ]}
          />
        </>
      ) : (
        lessons.data && <Alert type="info" showIcon title={t('teachers.noFutureLessons')} />
      )}
    </Modal>
  );
}
