import { useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar.tsx';
import { AVATAR_ACCEPT, checkAvatarFile } from '../rules.ts';
import type { AccountError } from '../rules.ts';
import styles from './Profile.module.css';

export interface AvatarPickerProps {
  avatar: string | null | undefined;
  /** 0..1 while uploading, null otherwise. */
  progress: number | null;
  /** A message to show under the picture (e.g. the last upload failed). */
  failure?: string | null;
  onFile: (file: File) => void;
}

/**
 * The avatar with 更换头像: opens the file chooser (jpg, png, webp), checks type and size for a
 * quick message (the server checks the bytes), then hands the file over; a progress bar shows
 * while it uploads.
 */
export function AvatarPicker({ avatar, progress, failure, onFile }: AvatarPickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<AccountError | null>(null);
  const uploading = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const found = checkAvatarFile(file);
    setProblem(found);
    if (!found) onFile(file);
  };

  const message = problem ? t(problem) : failure;
  return (
    <div className={styles.avatarCard}>
      <button
        type="button"
        className={styles.avatarButton}
        onClick={() => input.current?.click()}
        disabled={uploading}
        aria-label={t('account.profile.changeAvatar')}
      >
        <Avatar src={avatar} alt={t('account.profile.avatar')} size="5.5rem" />
        <span className={styles.camera} aria-hidden="true">
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 8h3l2-2.5h6L17 8h3v11H4z" strokeLinejoin="round" />
            <circle cx="12" cy="13" r="3.5" />
          </svg>
        </span>
      </button>
      <input
        ref={input}
        type="file"
        accept={AVATAR_ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="avatar-input"
        onChange={onChange}
      />
      {uploading ? (
        <div className={styles.upload}>
          <div
            className={styles.bar}
            role="progressbar"
            aria-label={t('account.profile.uploadProgress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <div className={styles.barFill} style={{ width: `${percent}%` }} />
          </div>
          <span className={styles.uploadText}>{t('account.profile.uploading', { percent })}</span>
        </div>
      ) : (
        <span className={styles.avatarHint}>{t('account.profile.avatarHint')}</span>
      )}
      {message && !uploading && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
