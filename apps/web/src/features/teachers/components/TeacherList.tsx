import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { ErrorState, LoadingState } from '../../../components/States.tsx';
import { go, navigateTo } from '../../../lib/navigation.ts';
import { withQuery } from '@school/contract/helpers/query';
import type { Teacher } from '../api.ts';
import { useFavourite } from '../useFavourite.ts';
import { TeacherCard } from './TeacherCard.tsx';

export interface TeacherListQuery {
  teachers: Teacher[];
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
  data?: { pages: readonly unknown[] };
}

export const openTeacher = (id: number) =>
  go(navigateTo(withQuery('/pages/teacher/teacher', { id })));
export const bookTeacher = (id: number) =>
  go(navigateTo(withQuery('/pages/teacher/schedule', { id })));

/**
 * An infinite list of teachers with its three states: loading, failed (tap to retry) and empty
 * (the `empty` view), then cards and the load-more foot.
 */
export function TeacherList({ query, empty }: { query: TeacherListQuery; empty: ReactNode }) {
  const { t } = useTranslation();
  const favourite = useFavourite();
  if (query.isPending) return <LoadingState />;
  if (query.isError && query.teachers.length === 0) {
    return (
      <ErrorState
        title={t('teacher.loadFailed')}
        description={t('ui.tapRetry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.teachers.length === 0) return <>{empty}</>;
  return (
    <div role="list" aria-label={t('teacher.listLabel')}>
      {query.teachers.map((teacher) => (
        <div role="listitem" key={teacher.id}>
          <TeacherCard
            teacher={teacher}
            onOpen={() => openTeacher(teacher.id)}
            onBook={() => bookTeacher(teacher.id)}
            onFavourite={(collected) => favourite.toggle(teacher.id, collected)}
            favouritePending={favourite.pendingId === teacher.id}
          />
        </div>
      ))}
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        failed={query.isFetchNextPageError}
        onLoad={() => void query.fetchNextPage()}
        showEnd={(query.data?.pages.length ?? 0) > 1}
      />
    </div>
  );
}
