import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { play } from '../../features/classroom/media.ts';
import type { ClassroomSnapshot } from '../../features/classroom/types.ts';
import styles from './classroom.module.css';

/** A <video> showing a stream; the remote one falls back to muted play when sound is refused. */
function StreamVideo({
  stream,
  self,
  label,
  testId,
}: {
  stream: MediaStream | null;
  self?: boolean;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  const [needsTap, setNeedsTap] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.srcObject = stream;
    if (!stream) return;
    play(el).catch(() => {
      if (self) return;
      // Sound without a tap is refused by some browsers: play muted and offer the sound.
      el.muted = true;
      setNeedsTap(true);
      void play(el).catch(() => undefined);
    });
  }, [stream, self]);
  return (
    <>
      <video
        ref={ref}
        autoPlay
        playsInline
        muted={self}
        aria-label={label}
        data-testid={testId}
        className={self ? styles.mirror : undefined}
      />
      {needsTap && (
        <button
          type="button"
          className={styles.tapSound}
          onClick={() => {
            const el = ref.current;
            if (!el) return;
            el.muted = false;
            void play(el).catch(() => undefined);
            setNeedsTap(false);
          }}
        >
          {t('live.tapForSound')}
        </button>
      )}
    </>
  );
}

/** The videos: the other participant large, myself small (muted, mirrored). */
export function VideoPane({
  room,
  localStream,
  peerName,
}: {
  room: ClassroomSnapshot;
  localStream: MediaStream | null;
  peerName: string;
}) {
  const { t } = useTranslation();
  const remoteVisible = room.peerPresent && room.remoteStream && room.peerMedia.video;
  return (
    <div className={styles.videos}>
      <div className={styles.remote}>
        <StreamVideo stream={room.remoteStream} label={peerName} testId="remote-video" />
        {!remoteVisible && (
          <div className={styles.videoCover}>
            {!room.peerPresent
              ? t('live.waitingFor', { name: peerName })
              : !room.peerMedia.video
                ? t('live.peerCameraOff', { name: peerName })
                : t('live.state.connecting')}
          </div>
        )}
        <span className={styles.nameTag}>
          {peerName}
          {room.peerPresent && !room.peerMedia.audio && (
            <span className={styles.mutedTag}> · {t('live.peerMuted')}</span>
          )}
        </span>
      </div>
      <div className={styles.self}>
        <StreamVideo stream={localStream} self label={t('live.you')} testId="self-video" />
        {(!localStream || !room.localMedia.video) && (
          <div className={styles.videoCover}>
            {localStream ? t('live.selfCameraOff') : t('live.noDevices')}
          </div>
        )}
        <span className={styles.nameTag}>
          {t('live.you')}
          {!room.localMedia.audio && <span className={styles.mutedTag}> · {t('live.mute')}</span>}
        </span>
      </div>
    </div>
  );
}
