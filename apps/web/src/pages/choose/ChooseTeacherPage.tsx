import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, StateButton } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { bookingDays } from '../../features/booking/rules.ts';
import type { TeacherFilters } from '../../features/teachers/api.ts';
import { useTeacherList, useTeacherTags } from '../../features/teachers/api.ts';
import { FilterBar } from '../../features/teachers/components/FilterBar.tsx';
import { TeacherList } from '../../features/teachers/components/TeacherList.tsx';
import { activeFilterCount, cleanFilters } from '../../features/teachers/filters.ts';
import { go, navigateTo } from '../../lib/navigation.ts';
import { schoolZone, useDateFormat } from '../../lib/schoolTime.ts';
import styles from './ChoosePage.module.css';

/** 选择教师: every teacher, favourites first, filtered by tag, sex, nationality and a free day. */
export default function ChooseTeacherPage() {
  const { t } = useTranslation();
  const fmt = useDateFormat();
  const [filters, setFilters] = useState<TeacherFilters>({});
  const tags = useTeacherTags();
  const list = useTeacherList(cleanFilters(filters));
  const days = useMemo(
    () =>
      bookingDays(Date.now(), schoolZone()).map((d) => ({
        value: d,
        label: `${fmt.monthDay(d)} ${fmt.relativeDay(d)}`,
        // The chip has a quarter of the row: "11/26", not "11月26日 明天" cut to "11月2…".
        chip: fmt.numericDay(d),
      })),
    [fmt],
  );

  return (
    <Page flush>
      <div className={styles.head}>
        <button
          type="button"
          className={styles.search}
          onClick={() => go(navigateTo('/pages/choose/search'))}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="11" cy="11" r="6.5" />
            <path d="M16 16l4 4" />
          </svg>
          {t('teacher.searchPlaceholder')}
        </button>
        <FilterBar value={filters} onChange={setFilters} tags={tags.data ?? []} days={days} />
      </div>
      <div className={styles.list}>
        <TeacherList
          query={list}
          empty={
            <EmptyState
              icon="compass"
              title={t('teacher.noMatch')}
              description={
                activeFilterCount(filters) > 0 ? t('teacher.noMatchHint') : t('teacher.noneHint')
              }
              action={
                activeFilterCount(filters) > 0 ? (
                  <StateButton onClick={() => setFilters({})}>
                    {t('teacher.clearFilters')}
                  </StateButton>
                ) : undefined
              }
            />
          }
        />
      </div>
    </Page>
  );
}
