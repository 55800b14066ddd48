import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { useTeacherList } from '../../features/teachers/api.ts';
import { TeacherList } from '../../features/teachers/components/TeacherList.tsx';
import styles from './ChoosePage.module.css';

const KEYWORD_MAX = 40;

/** 搜索教师: teachers whose name contains what the family typed. */
export default function SearchTeacherPage() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const list = useTeacherList({ keyword }, { enabled: keyword !== '' });

  return (
    <Page flush>
      <div className={styles.head}>
        <form
          className={styles.form}
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setKeyword(text.trim());
          }}
        >
          <label className="visually-hidden" htmlFor="teacher-search">
            {t('teacher.searchLabel')}
          </label>
          <input
            id="teacher-search"
            className={styles.input}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={KEYWORD_MAX}
            // The page exists to type a name: focus it on arrival.
            autoFocus
            value={text}
            placeholder={t('teacher.searchPlaceholder')}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className={styles.go}>
            {t('teacher.search')}
          </button>
        </form>
      </div>
      <div className={styles.list}>
        {keyword === '' ? (
          <EmptyState icon="compass" title={t('teacher.searchHint')} />
        ) : (
          <TeacherList
            query={list}
            empty={
              <EmptyState
                icon="compass"
                title={t('teacher.searchNone', { keyword })}
                description={t('teacher.searchNoneHint')}
              />
            }
          />
        )}
      </div>
    </Page>
  );
}
