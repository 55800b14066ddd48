import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, StateButton } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { useTeacherList, useTeacherTags } from '../../features/teachers/api.ts';
import { TeacherList } from '../../features/teachers/components/TeacherList.tsx';
import { go, navigateTo } from '../../lib/navigation.ts';
import styles from './RecommendedTeachersPage.module.css';

/** 推荐教师: the school's recommended order (best rated first), narrowed by one tag if wanted. */
export default function RecommendedTeachersPage() {
  const { t } = useTranslation();
  const [tagId, setTagId] = useState<number | undefined>(undefined);
  const tags = useTeacherTags();
  const list = useTeacherList(tagId === undefined ? {} : { tagId }, { favouritesFirst: false });

  return (
    <Page flush>
      <section className={styles.banner}>
        <h2>{t('teacher.recommendTitle')}</h2>
        <p>{t('teacher.recommendSub')}</p>
        <button type="button" onClick={() => go(navigateTo('/pages/choose/choose'))}>
          {t('teacher.moreFilters')}
        </button>
      </section>
      {(tags.data?.length ?? 0) > 0 && (
        <div className={styles.tags} role="radiogroup" aria-label={t('teacher.filter.tag')}>
          {[{ id: undefined, name: t('teacher.allTeachers') }, ...(tags.data ?? [])].map((tag) => (
            <button
              key={tag.id ?? 'all'}
              type="button"
              role="radio"
              aria-checked={tagId === tag.id}
              className={`${styles.tag} ${tagId === tag.id ? styles.tagOn : ''}`}
              onClick={() => setTagId(tag.id)}
            >
              {tag.name}
            </button>
          ))}
        </div>
      )}
      <div className={styles.list}>
        <TeacherList
          query={list}
          empty={
            <EmptyState
              icon="compass"
              title={t('teacher.noMatch')}
              action={
                tagId !== undefined ? (
                  <StateButton onClick={() => setTagId(undefined)}>
                    {t('teacher.clearFilters')}
                  </StateButton>
                ) : undefined
              }
            />
          }
        />
      </div>
    </Page>
  );
}
