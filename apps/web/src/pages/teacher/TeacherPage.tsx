import { withQuery } from '@school/contract/helpers/query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/Avatar.tsx';
import { BottomBar, PrimaryButton } from '../../components/BottomBar.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { RichText } from '../../components/RichText.tsx';
import { Stars } from '../../components/StarRating.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { playableUrl, VideoPlayer } from '../../components/VideoPlayer.tsx';
import type { TeacherDetail } from '../../features/teachers/api.ts';
import { useTeacher, useTeacherReviews } from '../../features/teachers/api.ts';
import { FavouriteButton } from '../../features/teachers/components/FavouriteButton.tsx';
import { ReviewItem } from '../../features/teachers/components/ReviewItem.tsx';
import { SexBadge } from '../../features/teachers/components/TeacherCard.tsx';
import { useFavourite } from '../../features/teachers/useFavourite.ts';
import { go, navigateTo, AUTH_REDIRECT_PATH } from '../../lib/navigation.ts';
import { isApiError } from '../../lib/request.ts';
import { useDataStore } from '../../lib/store.ts';
import { showToast } from '../../lib/toast.ts';
import { idParam, usePageQuery } from '../../lib/usePageQuery.ts';
import styles from './TeacherPage.module.css';

function Reviews({ teacher }: { teacher: TeacherDetail }) {
  const { t } = useTranslation();
  const reviews = useTeacherReviews(teacher.id, 3);
  const open = () => go(navigateTo(withQuery('/pages/teacher/pingjia', { id: teacher.id })));
  let body;
  if (reviews.isPending) body = <LoadingState />;
  else if (reviews.isError) {
    body = <ErrorState title={t('teacher.reviewsFailed')} onRetry={() => void reviews.refetch()} />;
  } else if (reviews.reviews.length === 0) {
    body = <p className={styles.muted}>{t('teacher.noReviews')}</p>;
  } else {
    body = reviews.reviews.map((r) => <ReviewItem key={r.id} review={r} />);
  }
  return (
    <section className={styles.card}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>
          {t('teacher.reviews')} <small>({teacher.reviewCount})</small>
        </h2>
        {teacher.reviewCount > 0 && (
          <button type="button" className={styles.more} onClick={open}>
            {t('teacher.allReviews')}
          </button>
        )}
      </div>
      {body}
    </section>
  );
}

function Profile({ teacher }: { teacher: TeacherDetail }) {
  const { t } = useTranslation();
  const favourite = useFavourite();
  const video = playableUrl(teacher.videoUrl);
  return (
    <>
      <section className={styles.hero}>
        <Avatar src={teacher.avatar} alt={teacher.name} size="5rem" className={styles.avatar} />
        <div className={styles.heroInfo}>
          <h2 className={styles.name}>
            {teacher.name} <SexBadge sex={teacher.sex} />
          </h2>
          <p className={styles.meta}>{teacher.nationality}</p>
          <div className={styles.rating}>
            <Stars value={teacher.rating} showValue={teacher.reviewCount > 0} size="0.9375rem" />
            {teacher.reviewCount === 0 && <span>{t('teacher.noRating')}</span>}
          </div>
        </div>
        <FavouriteButton
          className={styles.fav}
          collected={teacher.collected}
          pending={favourite.pendingId === teacher.id}
          name={teacher.name}
          withText
          onToggle={(collected) => favourite.toggle(teacher.id, collected)}
        />
      </section>

      <dl className={styles.stats}>
        <div>
          <dt>{t('teacher.statRating')}</dt>
          <dd>{teacher.reviewCount > 0 ? teacher.rating.toFixed(1) : '–'}</dd>
        </div>
        <div>
          <dt>{t('teacher.statReviews')}</dt>
          <dd>{teacher.reviewCount}</dd>
        </div>
        <div>
          <dt>{t('teacher.statLessons')}</dt>
          <dd>{teacher.finishedLessons}</dd>
        </div>
      </dl>

      {video && (
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>{t('teacher.video')}</h2>
          <VideoPlayer src={video} label={t('teacher.videoLabel', { name: teacher.name })} />
        </section>
      )}

      {teacher.tags.length > 0 && (
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>{t('teacher.tags')}</h2>
          <ul className={styles.tags}>
            {teacher.tags.map((tag) => (
              <li key={tag.id}>{tag.name}</li>
            ))}
          </ul>
        </section>
      )}

      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t('teacher.intro')}</h2>
        {teacher.intro ? (
          <RichText text={teacher.intro} />
        ) : (
          <p className={styles.muted}>{t('teacher.noIntro')}</p>
        )}
      </section>

      <Reviews teacher={teacher} />
    </>
  );
}

/** 教师详情 (?id=): who the teacher is, what families say, favourite, message and book. */
export default function TeacherPage() {
  const { t } = useTranslation();
  const id = idParam(usePageQuery().id);
  const teacher = useTeacher(id);
  const token = useDataStore((s) => s.token);

  useEffect(() => {
    // teacherObj of the store: the teacher being looked at, for the booking screens.
    if (teacher.data) useDataStore.getState().set({ teacherObj: teacher.data });
  }, [teacher.data]);

  let body;
  if (id === undefined || (isApiError(teacher.error) && teacher.error.code === 2001)) {
    body = (
      <EmptyState
        fill
        icon="compass"
        title={t('teacher.notFound')}
        description={t('teacher.notFoundHint')}
      />
    );
  } else if (teacher.isPending) body = <LoadingState fill />;
  else if (teacher.isError) {
    body = (
      <ErrorState
        fill
        title={t('teacher.loadFailed')}
        description={t('ui.tapRetry')}
        onRetry={() => void teacher.refetch()}
      />
    );
  } else body = <Profile teacher={teacher.data} />;

  const message = () => {
    if (!token) {
      showToast(t('teacher.loginFirst'));
      go(navigateTo(AUTH_REDIRECT_PATH));
      return;
    }
    go(navigateTo(withQuery('/pages/teacher/email', { id })));
  };

  return (
    <Page>
      {body}
      {teacher.data && (
        <BottomBar>
          <button type="button" className={styles.message} onClick={message}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M4 6.5h16v10H9l-4 3.5v-3.5H4z" />
            </svg>
            {t('teacher.message')}
          </button>
          <PrimaryButton
            className={styles.bookButton}
            onClick={() => go(navigateTo(withQuery('/pages/teacher/schedule', { id })))}
          >
            {t('teacher.bookLesson')}
          </PrimaryButton>
        </BottomBar>
      )}
    </Page>
  );
}
