import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/Avatar.tsx';
import { BottomBar, PrimaryButton } from '../../components/BottomBar.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoginFirstPage } from '../../components/LoginFirst.tsx';
import { Page } from '../../components/Page.tsx';
import { useSendMessage, useTeacher } from '../../features/teachers/api.ts';
import { go, navigateBack } from '../../lib/navigation.ts';
import { useDataStore } from '../../lib/store.ts';
import { showSuccessToast } from '../../lib/toast.ts';
import { idParam, usePageQuery } from '../../lib/usePageQuery.ts';
import styles from './MessagePage.module.css';

/** The contract's limits for a message: 1 to 1000 characters after trimming. */
const MESSAGE_MAX = 1000;

/** 给老师留言 (?id=): a message of 1 to 1000 characters to the teacher. */
export default function MessagePage() {
  const { t } = useTranslation();
  const id = idParam(usePageQuery().id);
  const token = useDataStore((s) => s.token);
  const teacher = useTeacher(id);
  const send = useSendMessage();
  const [text, setText] = useState('');
  const length = text.trim().length;

  if (id === undefined) {
    return (
      <Page>
        <EmptyState fill icon="compass" title={t('teacher.notFound')} />
      </Page>
    );
  }
  if (!token) return <LoginFirstPage />;

  const submit = () => {
    if (length === 0 || length > MESSAGE_MAX) return;
    send.mutate(
      { teacherId: id, content: text.trim() },
      {
        onSuccess: () => {
          showSuccessToast(t('message.sent'));
          go(navigateBack());
        },
      },
    );
  };

  return (
    <Page>
      {teacher.data && (
        <div className={styles.to}>
          <Avatar src={teacher.data.avatar} alt="" size="2.5rem" />
          <span>{t('message.to', { name: teacher.data.name })}</span>
        </div>
      )}
      <form
        className={styles.card}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label className="visually-hidden" htmlFor="teacher-message">
          {t('message.label')}
        </label>
        <textarea
          id="teacher-message"
          className={styles.textarea}
          rows={9}
          maxLength={MESSAGE_MAX}
          value={text}
          placeholder={t('message.placeholder')}
          onChange={(e) => setText(e.target.value)}
        />
        <p className={styles.counter}>
          {text.length}/{MESSAGE_MAX}
        </p>
      </form>
      <p className={styles.hint}>{t('message.hint')}</p>
      <BottomBar>
        <span className={styles.grow} />
        <PrimaryButton onClick={submit} loading={send.isPending} disabled={length === 0}>
          {t('message.send')}
        </PrimaryButton>
      </BottomBar>
    </Page>
  );
}
