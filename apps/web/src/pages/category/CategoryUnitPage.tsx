import { findOutlinePath } from '@school/contract/helpers/outline';
import { useTranslation } from 'react-i18next';
import { BottomBar, PrimaryButton } from '../../components/BottomBar.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import type { Outline } from '../../features/outline/api.ts';
import { useOutlines } from '../../features/outline/api.ts';
import { go, navigateTo } from '../../lib/navigation.ts';
import { useDataStore } from '../../lib/store.ts';
import { idParam, usePageQuery } from '../../lib/usePageQuery.ts';
import styles from './Category.module.css';

function Unit({ unit }: { unit: Outline }) {
  const { t } = useTranslation();
  const lessons = unit.children;
  return (
    <section className={styles.unit} aria-label={unit.name}>
      <h2 className={styles.unitTitle}>{unit.name}</h2>
      {lessons.length > 0 ? (
        <ol className={styles.lessons}>
          {lessons.map((lesson, i) => (
            <li key={lesson.id}>
              <span className={styles.lessonNo}>{i + 1}</span>
              <span>{lesson.name}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.muted}>{t('outline.noLessons')}</p>
      )}
    </section>
  );
}

/**
 * 单元列表: the units of one level and their lessons. The level is `clickOutlineIndex` of the
 * store (set on 课程分类), or the `?id=` of a link.
 */
export default function CategoryUnitPage() {
  const { t } = useTranslation();
  const id = idParam(usePageQuery().id);
  const index = useDataStore((s) => s.clickOutlineIndex);
  const { outlines, isPending, isError, refetch } = useOutlines();
  const byId = id !== undefined ? findOutlinePath(outlines, id).at(-1) : undefined;
  const level = byId ?? (index >= 0 ? outlines[index] : undefined);

  let body;
  if (!level && outlines.length === 0 && isPending) body = <LoadingState fill />;
  else if (!level && isError) {
    body = (
      <ErrorState
        fill
        title={t('outline.loadFailed')}
        description={t('ui.tapRetry')}
        onRetry={() => void refetch()}
      />
    );
  } else if (!level) {
    body = <EmptyState fill icon="compass" title={t('outline.levelMissing')} />;
  } else if (level.children.length === 0) {
    body = <EmptyState fill icon="compass" title={t('outline.noUnits')} />;
  } else {
    const units = level.children.some((c) => c.children.length > 0)
      ? level.children
      : [{ ...level, name: t('outline.allLessons') }];
    body = (
      <>
        <header className={styles.levelHead}>
          <h2>{level.name}</h2>
          <p>{t('outline.unitCount', { n: level.children.length })}</p>
        </header>
        {units.map((unit) => (
          <Unit key={unit.id} unit={unit} />
        ))}
      </>
    );
  }

  return (
    <Page title={level?.name}>
      {body}
      <BottomBar>
        <span className={styles.grow}>{t('outline.bookHint')}</span>
        <PrimaryButton onClick={() => go(navigateTo('/pages/choose/choose'))}>
          {t('course.bookNow')}
        </PrimaryButton>
      </BottomBar>
    </Page>
  );
}
