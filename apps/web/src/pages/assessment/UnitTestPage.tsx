import { withQuery } from '@school/contract/helpers/query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { useUnitExams } from '../../features/exams/api.ts';
import { go, navigateTo } from '../../lib/navigation.ts';
import { idParam, usePageQuery } from '../../lib/usePageQuery.ts';
import styles from './assessment.module.css';

/** 章节测验: the unit tests of an outline unit (and the units under it). */
export default function UnitTestPage() {
  const { t } = useTranslation();
  const outlineId = idParam(usePageQuery().outlineId);
  const exams = useUnitExams(outlineId);
  let body;
  if (outlineId === undefined)
    body = <EmptyState icon="compass" title={t('learn.exam.noOutline')} />;
  else if (exams.isPending) body = <LoadingState fill />;
  else if (exams.isError) body = <ErrorState fill onRetry={() => void exams.refetch()} />;
  else if (exams.data.length === 0)
    body = <EmptyState icon="box" title={t('learn.exam.noUnitTests')} />;
  else {
    body = exams.data.map((exam, i) => (
      <button
        key={exam.id}
        type="button"
        className={styles.row}
        onClick={() =>
          go(navigateTo(withQuery('/pages/assessment/unitQuestion', { examId: exam.id })))
        }
      >
        <span className={styles.rowIcon}>{i + 1}</span>
        <span className={styles.rowText}>
          <strong>{exam.title}</strong>
          <span>
            {t('learn.exam.questions', { count: exam.questionCount })} ·{' '}
            {exam.bestScore === null
              ? t('learn.exam.notTaken')
              : t('learn.exam.best', { score: exam.bestScore })}
          </span>
        </span>
        <span className={styles.cta}>{t('learn.exam.start')}</span>
      </button>
    ));
  }
  return <Page>{body}</Page>;
}
