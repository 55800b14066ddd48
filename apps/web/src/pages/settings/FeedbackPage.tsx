import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page.tsx';
import type { FeedbackType } from '@school/contract/api/content';
import { useSendFeedback } from '../../features/content/api.ts';
import { FEEDBACK_TYPES } from '@school/contract/rules/content';
import styles from '../../features/content/components/content.module.css';
import { go, navigateBack } from '../../lib/navigation.ts';
import { showToast } from '../../lib/toast.ts';

/** 意见反馈: a type, a description and an optional contact, sent as questionSurvey kind feedback. */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const [type, setType] = useState<FeedbackType>('bug');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const send = useSendFeedback();
  return (
    <Page>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!content.trim()) {
            showToast(t('learn.content.feedbackEmpty'));
            return;
          }
          send.mutate(
            { type, content: content.trim(), contact: contact.trim() },
            {
              onSuccess: () => {
                showToast(t('learn.content.feedbackSent'));
                go(navigateBack());
              },
            },
          );
        }}
      >
        <div className={styles.field}>
          {t('learn.content.feedbackType')}
          <div className={styles.chips} role="radiogroup">
            {FEEDBACK_TYPES.map((k) => (
              <button
                key={k}
                type="button"
                role="radio"
                aria-checked={type === k}
                className={`${styles.chip} ${type === k ? styles.chipOn : ''}`}
                onClick={() => setType(k)}
              >
                {t(`learn.content.feedbackTypes.${k}`)}
              </button>
            ))}
          </div>
        </div>
        <label className={styles.field}>
          {t('learn.content.feedbackContent')}
          <textarea
            rows={6}
            maxLength={1000}
            value={content}
            placeholder={t('learn.content.feedbackPlaceholder')}
            onChange={(e) => setContent(e.target.value)}
          />
          <span className={styles.counter}>{content.length}/1000</span>
        </label>
        <label className={styles.field}>
          {t('learn.content.feedbackContact')}
          <input
            maxLength={60}
            value={contact}
            onChange={(e) => setContact(e.target.value)}
            autoComplete="tel"
          />
        </label>
        <button type="submit" className={styles.submit} disabled={send.isPending}>
          {t('learn.content.feedbackSubmit')}
        </button>
      </form>
    </Page>
  );
}
