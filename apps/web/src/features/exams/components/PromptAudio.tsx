import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Exam.module.css';

/** The listen button of an audio prompt: plays it from the start on each tap. */
export function PromptAudio({ src }: { src: string }) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  return (
    <>
      <audio ref={audio} src={src} preload="auto" />
      <button
        type="button"
        className={styles.listen}
        onClick={() => {
          const a = audio.current;
          if (!a) return;
          a.currentTime = 0;
          void a.play()?.catch(() => undefined);
        }}
      >
        🔊 {t('learn.exam.listen')}
      </button>
    </>
  );
}
