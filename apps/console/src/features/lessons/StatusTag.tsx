import { useTranslation } from 'react-i18next';
import { Tag } from 'antd';
import type { LessonStatus } from '@school/contract/api/booking';

const COLOURS: Record<LessonStatus, string> = {
  booked: 'blue',
  in_class: 'cyan',
  finished: 'green',
  cancelled_by_student: 'default',
  cancelled_by_teacher: 'orange',
  student_absent: 'gold',
  teacher_absent: 'red',
};

/** A lesson's state as a coloured tag (the text says it; the colour only helps). */
export function StatusTag({ status }: { status: LessonStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[status]}>{t(`lessons.statuses.${status}`)}</Tag>;
}
