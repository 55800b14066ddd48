import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadMore } from '../../components/LoadMore.tsx';
import { Page } from '../../components/Page.tsx';
import { Stars } from '../../components/StarRating.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { useTeacher, useTeacherReviews } from '../../features/teachers/api.ts';
import { ReviewItem } from '../../features/teachers/components/ReviewItem.tsx';
import { idParam, usePageQuery } from '../../lib/usePageQuery.ts';
import styles from './ReviewsPage.module.css';

/** 教师评价 (?id=): every review of the teacher, newest first. */
export default function ReviewsPage() {
  const { t } = useTranslation();
  const id = idParam(usePageQuery().id);
  const teacher = useTeacher(id);
  const reviews = useTeacherReviews(id);

  let body;
  if (id === undefined) body = <EmptyState fill title={t('teacher.notFound')} />;
  else if (reviews.isPending) body = <LoadingState fill />;
  else if (reviews.isError && reviews.reviews.length === 0) {
    body = (
      <ErrorState
        fill
        title={t('teacher.reviewsFailed')}
        description={t('ui.tapRetry')}
        onRetry={() => void reviews.refetch()}
      />
    );
  } else if (reviews.reviews.length === 0) {
    body = (
      <EmptyState
        fill
        icon="sparkle"
        title={t('teacher.noReviews')}
        description={t('teacher.noReviewsHint')}
      />
    );
  } else {
    body = (
      <section className={styles.list}>
        {reviews.reviews.map((r) => (
          <ReviewItem key={r.id} review={r} />
        ))}
        <LoadMore
          hasMore={reviews.hasNextPage}
          loading={reviews.isFetchingNextPage}
          failed={reviews.isFetchNextPageError}
          onLoad={() => void reviews.fetchNextPage()}
          showEnd={(reviews.data?.pages.length ?? 0) > 1}
        />
      </section>
    );
  }

  return (
    <Page>
      {teacher.data && (
        <section className={styles.summary}>
          <div>
            <strong className={styles.score}>
              {teacher.data.reviewCount > 0 ? teacher.data.rating.toFixed(1) : '–'}
            </strong>
            <Stars value={teacher.data.rating} size="1rem" />
          </div>
          <p>
            {t('teacher.reviewSummary', { name: teacher.data.name, n: teacher.data.reviewCount })}
          </p>
        </section>
      )}
      {body}
    </Page>
  );
}
