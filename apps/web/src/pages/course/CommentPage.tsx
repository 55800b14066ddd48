import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/Avatar.tsx';
import { BottomBar, PrimaryButton } from '../../components/BottomBar.tsx';
import { EmptyState, StateButton } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { StarInput } from '../../components/StarRating.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import type { Lesson } from '../../features/lessons/api.ts';
import { useLesson, useReviewTeacher } from '../../features/lessons/api.ts';
import { lessonLinks } from '../../features/lessons/navigation.ts';
import { REVIEW_TAGS, REVIEW_WINDOW_DAYS, reviewState } from '../../features/lessons/rules.ts';
import { go, navigateBack } from '../../lib/navigation.ts';
import { isApiError } from '../../lib/request.ts';
import { useDateFormat } from '../../lib/schoolTime.ts';
import { showSuccessToast } from '../../lib/toast.ts';
import { idParam, usePageQuery } from '../../lib/usePageQuery.ts';
import styles from './CommentPage.module.css';

const CONTENT_MAX = 500;

function ReviewForm({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation();
  const [stars, setStars] = useState(0);
  const [tags, setTags] = useState<string[]>([]);
  const [content, setContent] = useState('');
  const [tried, setTried] = useState(false);
  const review = useReviewTeacher();

  const toggleTag = (tag: string) =>
    setTags((list) => (list.includes(tag) ? list.filter((x) => x !== tag) : [...list, tag]));

  const submit = () => {
    setTried(true);
    if (stars < 1) return;
    review.mutate(
      { lessonId: lesson.id, stars, tags, content: content.trim() },
      {
        onSuccess: () => {
          showSuccessToast(t('review.thanks'));
          go(navigateBack());
        },
      },
    );
  };

  return (
    <>
      <section className={styles.card}>
        <h2 className={styles.question}>{t('review.question', { name: lesson.teacher.name })}</h2>
        <div className={styles.stars}>
          <StarInput value={stars} onChange={setStars} label={t('review.starsLabel')} />
          <p className={styles.starText} aria-live="polite">
            {stars > 0 ? t(`review.starText.s${stars as 1 | 2 | 3 | 4 | 5}`) : t('review.tapStars')}
          </p>
          {tried && stars < 1 && (
            <p className={styles.error} role="alert">
              {t('review.starsRequired')}
            </p>
          )}
        </div>
      </section>

      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t('review.tags')}</h2>
        <div className={styles.tags} role="group" aria-label={t('review.tags')}>
          {REVIEW_TAGS.map((tag) => (
            <button
              key={tag}
              type="button"
              aria-pressed={tags.includes(tag)}
              className={`${styles.tag} ${tags.includes(tag) ? styles.tagOn : ''}`}
              onClick={() => toggleTag(tag)}
            >
              {t(`review.tagNames.${tag}`)}
            </button>
          ))}
        </div>
      </section>

      <section className={styles.card}>
        <label className={styles.cardTitle} htmlFor="review-text">
          {t('review.text')}
        </label>
        <textarea
          id="review-text"
          className={styles.textarea}
          rows={5}
          maxLength={CONTENT_MAX}
          value={content}
          placeholder={t('review.placeholder')}
          onChange={(e) => setContent(e.target.value)}
        />
        <p className={styles.counter}>
          {content.length}/{CONTENT_MAX}
        </p>
      </section>

      <BottomBar>
        <span className={styles.hint}>{t('review.once')}</span>
        <PrimaryButton onClick={submit} loading={review.isPending}>
          {t('review.submit')}
        </PrimaryButton>
      </BottomBar>
    </>
  );
}

/** 课程评价 (?lessonId=): 1 to 5 stars, tags and a few words about the teacher, once per lesson. */
export default function CommentPage() {
  const { t } = useTranslation();
  const fmt = useDateFormat();
  const lessonId = idParam(usePageQuery().lessonId);
  const lesson = useLesson(lessonId);

  if (lessonId === undefined || (isApiError(lesson.error) && lesson.error.code === 2001)) {
    return (
      <Page>
        <EmptyState fill title={t('lesson.notFound')} description={t('lesson.notFoundHint')} />
      </Page>
    );
  }
  if (lesson.isPending) {
    return (
      <Page>
        <LoadingState fill />
      </Page>
    );
  }
  if (lesson.isError) {
    return (
      <Page>
        <ErrorState
          fill
          title={t('lesson.loadFailed')}
          description={t('ui.tapRetry')}
          onRetry={() => void lesson.refetch()}
        />
      </Page>
    );
  }

  const data = lesson.data;
  const state = reviewState(data);
  return (
    <Page>
      <div className={styles.lesson}>
        <Avatar src={data.teacher.avatar} alt="" size="2.75rem" />
        <div>
          <strong>{data.teacher.name}</strong>
          <span>{fmt.range(data.startAt, data.endAt)}</span>
        </div>
      </div>
      {state === 'open' ? (
        <ReviewForm lesson={data} />
      ) : (
        <EmptyState
          icon={state === 'reviewed' ? 'sparkle' : 'calendar'}
          title={t(`review.state.${state}`)}
          description={t(`review.stateHint.${state}`, { days: REVIEW_WINDOW_DAYS })}
          action={
            <StateButton onClick={() => lessonLinks.teacher(data.teacher.id)}>
              {t('review.seeTeacher')}
            </StateButton>
          }
        />
      )}
    </Page>
  );
}
