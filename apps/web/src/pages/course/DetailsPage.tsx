import { formatTimeSpan } from '@school/contract/helpers/timeSpan';
import { useNow } from '../../lib/useNow.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/Avatar.tsx';
import { BottomBar, PrimaryButton } from '../../components/BottomBar.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { PullRefresh } from '../../components/PullRefresh.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import type { Lesson } from '../../features/lessons/api.ts';
import { useEditNote, useLesson } from '../../features/lessons/api.ts';
import { StatusTag } from '../../features/lessons/components/StatusTag.tsx';
import { lessonLinks } from '../../features/lessons/navigation.ts';
import { useCancelFlow } from '../../features/lessons/useCancelFlow.tsx';
import { isApiError } from '../../lib/request.ts';
import { schoolDate, schoolTime, useDateFormat } from '../../lib/schoolTime.ts';
import { showSuccessToast } from '../../lib/toast.ts';
import { idParam, usePageQuery } from '../../lib/usePageQuery.ts';
import styles from './DetailsPage.module.css';

const NOTE_MAX = 200;

function NoteEditor({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation();
  const [note, setNote] = useState(lesson.note);
  const save = useEditNote();
  const editable = lesson.status === 'booked' && lesson.canCancel;
  useEffect(() => setNote(lesson.note), [lesson.note]);

  if (!editable) {
    return <p className={styles.noteText}>{lesson.note || t('lesson.noNote')}</p>;
  }
  const changed = note.trim() !== lesson.note.trim();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { id: lesson.id, note: note.trim() },
          { onSuccess: () => showSuccessToast(t('lesson.noteSaved')) },
        );
      }}
    >
      <label className="visually-hidden" htmlFor="lesson-note">
        {t('lesson.note')}
      </label>
      <textarea
        id="lesson-note"
        className={styles.textarea}
        value={note}
        maxLength={NOTE_MAX}
        rows={3}
        placeholder={t('lesson.notePlaceholder')}
        onChange={(e) => setNote(e.target.value)}
      />
      <div className={styles.noteFoot}>
        <span className={styles.counter}>
          {note.length}/{NOTE_MAX}
        </span>
        <button type="submit" className={styles.save} disabled={!changed || save.isPending}>
          {save.isPending ? t('common.loading') : t('lesson.saveNote')}
        </button>
      </div>
    </form>
  );
}

function LessonDetails({ lesson }: { lesson: Lesson }) {
  const { t, i18n } = useTranslation();
  const fmt = useDateFormat();
  const day = schoolDate(lesson.startAt);
  const until = Date.parse(lesson.startAt) - useNow();
  return (
    <>
      <section className={styles.hero}>
        <div className={styles.heroTop}>
          <StatusTag lesson={lesson} />
          {lesson.status === 'booked' && until > 0 && (
            <span className={styles.countdown}>
              {t('lesson.startsIn', {
                span: formatTimeSpan(until, i18n.language === 'en' ? 'en' : 'zh'),
              })}
            </span>
          )}
        </div>
        <p className={styles.date}>
          {fmt.monthDay(day)} {fmt.weekday(day)}
        </p>
        <p className={styles.time}>
          {schoolTime(lesson.startAt)} - {schoolTime(lesson.endAt)}
        </p>
        <p className={styles.title}>{lesson.title}</p>
        {lesson.courseLevel !== null && (
          <p className={styles.title}>{t('packs.lessonLevel', { n: lesson.courseLevel })}</p>
        )}
      </section>

      <button
        type="button"
        className={styles.teacher}
        onClick={() => lessonLinks.teacher(lesson.teacher.id)}
      >
        <Avatar src={lesson.teacher.avatar} alt="" size="2.75rem" />
        <span className={styles.teacherInfo}>
          <span className={styles.label}>{t('lesson.teacher')}</span>
          <strong>{lesson.teacher.name}</strong>
        </span>
        <span className={styles.chevron} aria-hidden="true">
          ›
        </span>
      </button>

      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t('lesson.note')}</h2>
        <NoteEditor lesson={lesson} />
      </section>

      {(lesson.status === 'finished' || lesson.hasReport || lesson.recordingUrl) && (
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>{t('lesson.after')}</h2>
          <div className={styles.links}>
            <button type="button" onClick={() => lessonLinks.report(lesson.id)}>
              {t('lesson.report')}
              <small>
                {lesson.hasReport ? t('lesson.reportReady') : t('lesson.reportPending')}
              </small>
            </button>
            <button
              type="button"
              onClick={() => lessonLinks.review(lesson.id)}
              disabled={!lesson.canReview && !lesson.reviewed}
            >
              {lesson.reviewed ? t('lesson.reviewed') : t('lesson.review')}
              <small>
                {lesson.reviewed
                  ? t('lesson.reviewedHint')
                  : lesson.canReview
                    ? t('lesson.reviewHint')
                    : t('lesson.reviewClosed')}
              </small>
            </button>
            {lesson.recordingUrl && (
              <button type="button" onClick={() => lessonLinks.playback(lesson.id)}>
                {t('lesson.playback')}
                <small>{t('lesson.playbackHint')}</small>
              </button>
            )}
          </div>
        </section>
      )}

      {lesson.status === 'booked' && (
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>{t('lesson.rules')}</h2>
          <ul className={styles.rules}>
            <li>{t('lesson.ruleClassroom')}</li>
            <li>{t('lesson.ruleCancel')}</li>
          </ul>
        </section>
      )}
    </>
  );
}

/** 课程详情 (?id=): the lesson, its note to the teacher, cancel, enter, report and review. */
export default function DetailsPage() {
  const { t } = useTranslation();
  const id = idParam(usePageQuery().id);
  const lesson = useLesson(id);
  const cancel = useCancelFlow();

  let body;
  if (id === undefined) {
    body = <EmptyState fill title={t('lesson.notFound')} description={t('lesson.notFoundHint')} />;
  } else if (lesson.isPending) {
    body = <LoadingState fill />;
  } else if (lesson.isError) {
    body =
      isApiError(lesson.error) && lesson.error.code === 2001 ? (
        <EmptyState fill title={t('lesson.notFound')} description={t('lesson.notFoundHint')} />
      ) : (
        <ErrorState
          fill
          title={t('lesson.loadFailed')}
          description={t('ui.tapRetry')}
          onRetry={() => void lesson.refetch()}
        />
      );
  } else {
    body = <LessonDetails lesson={lesson.data} />;
  }

  const data = lesson.data;
  return (
    <Page>
      <PullRefresh onRefresh={() => lesson.refetch()}>
        <div className={styles.content}>{body}</div>
      </PullRefresh>
      {data && (data.canCancel || data.canEnter) && (
        <BottomBar>
          {data.canCancel && (
            <button
              type="button"
              className={styles.cancel}
              disabled={cancel.pendingId === data.id}
              onClick={() => void cancel.start(data)}
            >
              {t('lesson.cancel')}
            </button>
          )}
          <span className={styles.grow} />
          {data.canEnter && (
            <PrimaryButton onClick={() => lessonLinks.enter(data.id)}>
              {t('lesson.enter')}
            </PrimaryButton>
          )}
        </BottomBar>
      )}
    </Page>
  );
}
