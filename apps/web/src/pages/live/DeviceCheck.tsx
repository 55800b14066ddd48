import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PrimaryButton } from '../../components/BottomBar.tsx';
import { refusalMessage, useEnterClassroom } from '../../features/classroom/api.ts';
import { play, useLocalMedia, useMicLevel } from '../../features/classroom/media.ts';
import styles from './live.module.css';

/** The pre-class device check: my camera picture, the microphone's level, then 进入教室. */
export function DeviceCheck({ lessonId }: { lessonId: number }) {
  const { t } = useTranslation();
  const media = useLocalMedia();
  const level = useMicLevel(media.stream);
  const video = useRef<HTMLVideoElement>(null);
  const enter = useEnterClassroom();
  const refusal = refusalMessage(enter.error);

  useEffect(() => {
    const el = video.current;
    if (el && media.stream) {
      el.srcObject = media.stream;
      void play(el).catch(() => undefined);
    }
  }, [media.stream]);

  const hasVideo = (media.stream?.getVideoTracks().length ?? 0) > 0;
  const hasAudio = (media.stream?.getAudioTracks().length ?? 0) > 0;
  const status = (ok: boolean) =>
    !media.ready ? t('live.check.checking') : ok ? t('live.check.ok') : t('live.check.missing');

  // The devices are freed when this screen goes, before the classroom opens them again.
  const start = () => enter.mutate(lessonId);

  return (
    <div className={styles.check}>
      <h2 className={styles.checkTitle}>{t('live.check.heading')}</h2>
      <p className={styles.checkHint}>{t('live.check.hint')}</p>
      <div className={styles.preview}>
        <video
          ref={video}
          muted
          playsInline
          autoPlay
          aria-label={t('live.check.preview')}
          data-testid="check-preview"
        />
        {media.ready && !hasVideo && (
          <span className={styles.previewEmpty}>{t('live.check.missing')}</span>
        )}
      </div>
      <dl className={styles.devices}>
        <div data-ok={media.ready && hasVideo}>
          <dt>{t('live.check.camera')}</dt>
          <dd>{status(hasVideo)}</dd>
        </div>
        <div data-ok={media.ready && hasAudio}>
          <dt>{t('live.check.mic')}</dt>
          <dd>{status(hasAudio)}</dd>
        </div>
      </dl>
      <div
        className={styles.meter}
        role="meter"
        aria-label={t('live.check.level')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(level * 100)}
      >
        <span style={{ width: `${Math.round(level * 100)}%` }} />
      </div>
      {media.problem && (
        <p className={styles.problem} role="status">
          {t(`live.check.${media.problem}`)}
        </p>
      )}
      {refusal && (
        <p className={styles.refusal} role="alert">
          {refusal}
        </p>
      )}
      <PrimaryButton onClick={start} loading={enter.isPending} disabled={!media.ready}>
        {enter.isPending
          ? t('live.entering')
          : media.problem
            ? t('live.check.enterAnyway')
            : t('live.enter')}
      </PrimaryButton>
    </div>
  );
}
