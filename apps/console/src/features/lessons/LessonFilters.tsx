import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import type { ListParams } from '../../components/listParams.ts';
import { useTeacherChoices } from './calls.ts';

type Set = (patch: Record<string, string | number | null>) => void;

/** The lessons list's day range (school dates; today when none). */
export function DateRangeFilter({ params, set }: { params: ListParams; set: Set }) {
  const { t } = useTranslation();
  const today = dayjs().format('YYYY-MM-DD');
  const from = params.from ?? params.to ?? today;
  const to = params.to ?? from;
  return (
    <DatePicker.RangePicker
      aria-label={t('lessons.dates')}
      allowClear={false}
      value={[dayjs(from), dayjs(to)]}
      onChange={(v) =>
        set({
          from: v?.[0]?.format('YYYY-MM-DD') ?? null,
          to: v?.[1]?.format('YYYY-MM-DD') ?? null,
        })
      }
    />
  );
}

/** A teacher picked by name (searched on the server). */
export function TeacherFilter({ params, set }: { params: ListParams; set: Set }) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const choices = useTeacherChoices(q);
  return (
    <Select
      aria-label={t('lessons.teacherFilter')}
      placeholder={t('lessons.teacherFilter')}
      showSearch={{ filterOption: false, onSearch: setQ }}
      allowClear
      style={{ width: 200 }}
      value={params.teacherId ? Number(params.teacherId) : undefined}
      loading={choices.isFetching}
      onChange={(v?: number) => set({ teacherId: v ?? null })}
      options={(choices.data?.list ?? []).map((c) => ({ value: c.id, label: c.name }))}
    />
  );
}

export function FamilyFilter({ params, set }: { params: ListParams; set: Set }) {
  const { t } = useTranslation();
  return (
    <Input.Search
      aria-label={t('lessons.familyFilter')}
      placeholder={t('lessons.familyFilter')}
      defaultValue={params.family}
      // No clear icon: antd's is 12 px, under WCAG 2.2's 24 px target; emptying and searching clears.
      inputMode="numeric"
      onSearch={(family) => set({ family: family.trim() || null })}
      style={{ width: 200 }}
    />
  );
}
