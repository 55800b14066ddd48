import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Select, Space, Tag, Typography } from 'antd';
import {
  DEFAULT_TIME_ZONE,
  addDays,
  dateInZone,
  formatInZone,
  zonedDateTimeToInstant,
} from '@school/contract/helpers/time';
import { formatTimeOfDay } from '@school/contract/helpers/timeSlots';
import { errorText } from '../../lib/errorText.ts';
import { useSetSlot, useSlots } from './calls.ts';

const DAYS = 14;
const zone = DEFAULT_TIME_ZONE;
const STARTS = Array.from({ length: 48 }, (_, i) => formatTimeOfDay(i * 30));

/**
 * The teacher's slots of the next 14 days (school time), by day: open, closed, booked. A free
 * slot opens or closes with a click; a single slot outside the plan can be opened by date and time.
 */
export function SlotBoard({ teacherId, canEdit }: { teacherId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const today = dateInZone(Date.now(), zone);
  const to = addDays(today, DAYS - 1);
  const slots = useSlots(teacherId, today, to);
  const setSlot = useSetSlot();
  const [day, setDay] = useState(today);
  const [time, setTime] = useState('19:00');

  const change = async (startAt: string, open: boolean) => {
    try {
      await setSlot.mutateAsync({ id: teacherId, startAt, open });
      void message.success(open ? t('teachers.slotOpened') : t('teachers.slotClosed'));
    } catch (e) {
      void message.error(errorText(e, t));
    }
  };

  const byDay = new Map<string, NonNullable<typeof slots.data>['list']>();
  for (const s of slots.data?.list ?? []) {
    const d = dateInZone(new Date(s.startAt), zone);
    byDay.set(d, [...(byDay.get(d) ?? []), s]);
  }
  const days = Array.from({ length: DAYS }, (_, i) => addDays(today, i));

  return (
    <section aria-label={t('teachers.slots')} style={{ marginTop: 24 }}>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('teachers.slots')}
      </Typography.Title>
      {canEdit && (
        <Space style={{ marginBottom: 12 }}>
          <Select
            aria-label={t('teachers.slotDay')}
            value={day}
            onChange={setDay}
            style={{ width: 150 }}
            options={days.map((d) => ({ value: d, label: d }))}
          />
          <Select
            aria-label={t('teachers.slotTime')}
            value={time}
            onChange={setTime}
            style={{ width: 100 }}
            options={STARTS.map((s) => ({ value: s, label: s }))}
          />
          <Button
            onClick={() => void change(zonedDateTimeToInstant(day, time, zone).toISOString(), true)}
          >
            {t('teachers.openSlot')}
          </Button>
        </Space>
      )}
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {days
          .filter((d) => byDay.has(d))
          .map((d) => (
            <li key={d} style={{ marginBottom: 8 }}>
              <Typography.Text strong style={{ display: 'inline-block', width: 110 }}>
                {d}
              </Typography.Text>
              {byDay.get(d)!.map((s) => {
                const hhmm = formatInZone(new Date(s.startAt), zone, 'HH:mm');
                if (s.booked)
                  return (
                    <Tag key={s.id} color="blue">
                      {hhmm} {t('teachers.slotBooked')}
                    </Tag>
                  );
                const open = s.status === 'open';
                return (
                  <Button
                    key={s.id}
                    size="small"
                    type={open ? 'default' : 'dashed'}
                    disabled={!canEdit}
                    style={{ marginRight: 6, marginBottom: 4 }}
                    aria-label={t(open ? 'teachers.closeSlotAt' : 'teachers.openSlotAt', {
                      at: `${d} ${hhmm}`,
                    })}
                    onClick={() => void change(s.startAt, !open)}
                  >
                    {hhmm} {open ? t('teachers.slotOpen') : t('teachers.slotClosedShort')}
                  </Button>
                );
              })}
            </li>
          ))}
      </ul>
      {slots.data && slots.data.list.length === 0 && (
        <Typography.Paragraph type="secondary">{t('teachers.noSlots')}</Typography.Paragraph>
      )}
    </section>
  );
}
