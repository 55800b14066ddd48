import Dialog from 'antd-mobile/es/components/dialog';
import { withQuery } from '@school/contract/helpers/query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, StateButton } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { ErrorState } from '../../components/States.tsx';
import type { ClassroomSnapshot } from '../../features/classroom/types.ts';
import { useClassroom } from '../../features/classroom/useClassroom.ts';
import { useConnectionQuality } from '../../features/classroom/useConnectionQuality.ts';
import { useLessonRecorder } from '../../features/classroom/useRecorder.ts';
import { go, navigateBack, redirectTo } from '../../lib/navigation.ts';
import { showErrorToast } from '../../lib/toast.ts';
import { idParam, usePageQuery } from '../../lib/usePageQuery.ts';
import styles from './classroom.module.css';
import { ConnectionQuality } from './ConnectionQuality.tsx';
import { CoursewarePane } from './CoursewarePane.tsx';
import { VideoPane } from './VideoPane.tsx';
import { useCompactRootFont } from '../../lib/useCompactRootFont.ts';

const reportPath = (room: ClassroomSnapshot, lessonId: number) =>
  room.role === 'teacher'
    ? withQuery('/pages/teacherdesk/lesson', { id: lessonId })
    : withQuery('/pages/course/record', { lessonId });

/** The star total; for the child a small "+1" rises when the teacher gives one. */
function StarCount({ stars, celebrate }: { stars: number; celebrate: boolean }) {
  const { t } = useTranslation();
  const previous = useRef(stars);
  const [burst, setBurst] = useState(0);
  useEffect(() => {
    if (celebrate && stars > previous.current) setBurst((n) => n + 1);
    previous.current = stars;
  }, [stars, celebrate]);
  return (
    <span className={styles.stars} aria-label={t('live.stars', { n: stars })} data-testid="stars">
      <span aria-hidden="true">★</span> {stars}
      {burst > 0 && (
        <span key={burst} className={styles.starBurst} role="status">
          +★ {t('live.starAdded')}
        </span>
      )}
    </span>
  );
}

function Ended({ room, lessonId }: { room: ClassroomSnapshot; lessonId: number }) {
  const { t } = useTranslation();
  const teacher = room.role === 'teacher';
  return (
    <div className={styles.overlay} role="dialog" aria-label={t('live.endedTitle')}>
      <div className={styles.overlayCard}>
        <h2>{t('live.endedTitle')}</h2>
        <p>{teacher ? t('live.endedTeacherHint') : t('live.endedHint')}</p>
        <StateButton onClick={() => go(redirectTo(reportPath(room, lessonId)))}>
          {teacher ? t('live.writeReport') : t('live.toReport')}
        </StateButton>
        <button type="button" className={styles.overlayBack} onClick={() => go(navigateBack())}>
          {t('live.back')}
        </button>
      </div>
    </div>
  );
}

/**
 * 上课 (?lessonId=): the built-in 1:1 classroom, layout "right": the courseware on the left, the
 * videos on the right (stacked above the courseware on a phone held upright), the controls below.
 */
export default function LivePage() {
  useCompactRootFont();
  const { t } = useTranslation();
  const lessonId = idParam(usePageQuery().lessonId);
  const { room, session, localStream, mediaProblem } = useClassroom(lessonId);
  const root = useRef<HTMLDivElement>(null);
  const uploadFailing = useLessonRecorder(room, localStream, root);
  const quality = useConnectionQuality(session, room);

  useEffect(() => {
    if (room.error && room.state !== 'failed') showErrorToast(room.error);
  }, [room.error, room.state]);

  if (lessonId === undefined)
    return (
      <Page>
        <EmptyState fill title={t('live.noLesson')} />
      </Page>
    );
  if (room.state === 'failed')
    return (
      <Page>
        <ErrorState
          fill
          title={t('live.failedTitle')}
          description={room.error ?? undefined}
          onRetry={() => go(navigateBack())}
          retryLabel={t('live.back')}
        />
      </Page>
    );

  const teacher = room.role === 'teacher';
  const lesson = room.ticket?.lesson;
  const peerName = lesson
    ? teacher
      ? lesson.studentName
      : t('live.teacherLabel', { name: lesson.teacherName })
    : '';

  const leave = async () => {
    const ok = await Dialog.confirm({
      title: t('live.leaveTitle'),
      // Its name for screen readers (antd-mobile's dialog has none of its own).
      'aria-label': t('live.leaveTitle'),
      content: t('live.leaveHint'),
      confirmText: t('live.leaveConfirm'),
      cancelText: t('live.stay'),
    });
    if (!ok) return;
    session?.leave();
    go(navigateBack());
  };

  return (
    <div ref={root} className={styles.room} data-role={room.role ?? undefined}>
      <header className={styles.top}>
        <h1 className={styles.title}>{lesson?.title ?? t('titles.live.live')}</h1>
        <span
          className={styles.state}
          data-testid="connection-state"
          data-state={room.state}
          role="status"
        >
          {t(`live.state.${room.state}`)}
        </span>
        <ConnectionQuality quality={quality} />
        <StarCount stars={room.stars} celebrate={room.role === 'student'} />
      </header>

      <div className={styles.stage}>
        <CoursewarePane
          url={lesson?.coursewareUrl}
          page={room.page}
          teacher={teacher}
          onTurn={(p) => session?.turnPage(p)}
        />
        <VideoPane room={room} localStream={localStream} peerName={peerName} />
      </div>

      <footer className={styles.controls}>
        <button
          type="button"
          aria-pressed={!room.localMedia.audio}
          disabled={!localStream}
          onClick={() => session?.setMedia('audio', !room.localMedia.audio)}
        >
          {room.localMedia.audio ? t('live.mute') : t('live.unmute')}
        </button>
        <button
          type="button"
          aria-pressed={!room.localMedia.video}
          disabled={!localStream}
          onClick={() => session?.setMedia('video', !room.localMedia.video)}
        >
          {room.localMedia.video ? t('live.cameraOff') : t('live.cameraOn')}
        </button>
        {teacher && (
          <button
            type="button"
            className={styles.starButton}
            disabled={!room.peerPresent}
            onClick={() => session?.giveStars(1)}
          >
            ★ {t('live.giveStar')}
          </button>
        )}
        <button type="button" className={styles.leave} onClick={() => void leave()}>
          {t('live.leave')}
        </button>
      </footer>
      {mediaProblem && !localStream && (
        <p className={styles.notice} role="status">
          {t('live.noDevices')}
        </p>
      )}
      {room.ticket?.recording && (
        <p className={styles.recorded} role="status" data-testid="recording-notice">
          <span aria-hidden="true">● </span>
          {uploadFailing ? t('live.recordingFailed') : t('live.recorded')}
        </p>
      )}
      {room.state === 'ended' && <Ended room={room} lessonId={lessonId} />}
    </div>
  );
}
