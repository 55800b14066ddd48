import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, App, Button, Drawer, Form, Select, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { formatTimeOfDay } from '@school/contract/helpers/timeSlots';
import { WEEKDAY_LONG_EN, WEEKDAY_SHORT_ZH } from '@school/contract/helpers/weekday';
import { errorText } from '../../lib/errorText.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { isApiError } from '../../lib/request.ts';
import { usePlan, useSavePlan } from './calls.ts';
import { SlotBoard } from './SlotBoard.tsx';

interface Entry {
  weekday: number;
  start: string;
  durationMinutes: number;
}

const STARTS = Array.from({ length: 48 }, (_, i) => formatTimeOfDay(i * 30));
const DURATIONS = Array.from({ length: 24 }, (_, i) => (i + 1) * 30);
const NEW_ENTRY: Entry = { weekday: 1, start: '18:00', durationMinutes: 120 };

/**
 * Any teacher's weekly plan and single slots (docs/design/console.md §7). The plan is saved whole through the
 * same call rules as the teacher's own editor: overlapping ranges are refused naming the range,
 * and the slots of the next 14 days open or close at once (booked ones are never touched).
 */
export function PlanEditor({
  teacher,
  onClose,
  canEdit,
}: {
  teacher: { id: number; name: string } | null;
  onClose: () => void;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ entries: Entry[] }>();
  const plan = usePlan(teacher?.id ?? null);
  const save = useSavePlan();
  const weekdays = currentLanguage() === 'en' ? WEEKDAY_LONG_EN : WEEKDAY_SHORT_ZH;

  useEffect(() => {
    if (plan.data) form.setFieldsValue({ entries: plan.data.entries });
  }, [plan.data, form]);

  const submit = async (v: { entries: Entry[] }) => {
    if (!teacher) return;
    try {
      const res = await save.mutateAsync({ id: teacher.id, entries: v.entries ?? [] });
      void message.success(t('teachers.planSaved', { opened: res.opened, closed: res.closed }));
    } catch (e) {
      const m = isApiError(e) ? /^entries\.(\d+)/.exec(e.field ?? '') : null;
      if (m && isApiError(e))
        form.setFields([{ name: ['entries', Number(m[1]), 'start'], errors: [e.message] }]);
      else void message.error(errorText(e, t));
    }
  };

  return (
    <Drawer
      title={teacher ? t('teachers.planOf', { name: teacher.name }) : ''}
      open={teacher !== null}
      onClose={onClose}
      size="large"
      width={920}
      destroyOnHidden
    >
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 0 }}>
        {t('teachers.weeklyPlan')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('teachers.planHelp')}</Typography.Paragraph>
      {plan.isError && <Alert type="error" showIcon title={errorText(plan.error, t)} />}
      <Form form={form} onFinish={submit} disabled={!canEdit}>
        <Form.List name="entries">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f, i) => (
                <Space key={f.key} align="start" style={{ display: 'flex' }}>
                  <Form.Item name={[f.name, 'weekday']}>
                    <Select
                      aria-label={t('teachers.weekdayOf', { n: i + 1 })}
                      style={{ width: 120 }}
                      options={weekdays.map((w, d) => ({ value: d, label: w }))}
                    />
                  </Form.Item>
                  <Form.Item name={[f.name, 'start']}>
                    <Select
                      aria-label={t('teachers.startOf', { n: i + 1 })}
                      style={{ width: 110 }}
                      options={STARTS.map((s) => ({ value: s, label: s }))}
                    />
                  </Form.Item>
                  <Form.Item name={[f.name, 'durationMinutes']}>
                    <Select
                      aria-label={t('teachers.durationOf', { n: i + 1 })}
                      style={{ width: 140 }}
                      options={DURATIONS.map((d) => ({
                        value: d,
                        label: t('teachers.minutes', { n: d }),
                      }))}
                    />
                  </Form.Item>
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('teachers.removeRange', { n: i + 1 })}
                    onClick={() => remove(f.name)}
                  />
                </Space>
              ))}
              <Space>
                <Button icon={<PlusOutlined />} onClick={() => add({ ...NEW_ENTRY })}>
                  {t('teachers.addRange')}
                </Button>
                <Button type="primary" htmlType="submit" loading={save.isPending}>
                  {t('teachers.savePlan')}
                </Button>
              </Space>
            </>
          )}
        </Form.List>
      </Form>
      {teacher && <SlotBoard teacherId={teacher.id} canEdit={canEdit} />}
    </Drawer>
  );
}
