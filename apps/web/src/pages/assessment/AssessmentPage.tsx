import { withQuery } from '@school/contract/helpers/query';
import { useTranslation } from 'react-i18next';
import { EntryIcon } from '../../components/EntryIcon.tsx';
import { Page } from '../../components/Page.tsx';
import { LoadingState } from '../../components/States.tsx';
import { COURSE_LEVELS, useCourseExam } from '../../features/exams/api.ts';
import { useOutlines } from '../../features/outline/api.ts';
import { go, navigateTo } from '../../lib/navigation.ts';
import styles from './assessment.module.css';

function CourseExamRow({ level }: { level: number }) {
  const { t } = useTranslation();
  const exam = useCourseExam(level);
  const data = exam.data;
  return (
    <button
      type="button"
      className={styles.row}
      disabled={!data}
      onClick={() => go(navigateTo(withQuery('/pages/assessment/courseQuestion', { level })))}
    >
      <span className={styles.rowIcon}>L{level}</span>
      <span className={styles.rowText}>
        <strong>{data?.title ?? t('learn.exam.courseExamLevel', { level })}</strong>
        <span>
          {exam.isPending
            ? t('common.loading')
            : !data
              ? t('learn.exam.noCourseExam')
              : `${t('learn.exam.questions', { count: data.questionCount })} · ${
                  data.bestScore === null
                    ? t('learn.exam.notTaken')
                    : t('learn.exam.best', { score: data.bestScore })
                }`}
        </span>
      </span>
      {data && <span className={styles.cta}>{t('learn.exam.start')}</span>}
    </button>
  );
}

/** 测评中心: the course exam of each level, unit tests by outline unit, and the history. */
export default function AssessmentPage() {
  const { t } = useTranslation();
  const outline = useOutlines();
  return (
    <Page flush>
      <section className={styles.hero}>
        <h2>{t('titles.assessment.index')}</h2>
        <p>{t('learn.exam.heroSub')}</p>
      </section>
      <div className={styles.body}>
        <button
          type="button"
          className={styles.row}
          onClick={() => go(navigateTo('/pages/assessment/history'))}
        >
          <span className={styles.rowIcon}>
            <EntryIcon name="history" />
          </span>
          <span className={styles.rowText}>
            <strong>{t('learn.exam.history')}</strong>
            <span>{t('learn.exam.historyHint')}</span>
          </span>
          <span aria-hidden="true">›</span>
        </button>

        <h3 className={styles.sectionTitle}>{t('learn.exam.unitTests')}</h3>
        {outline.isPending && outline.outlines.length === 0 ? (
          <LoadingState />
        ) : (
          <div className={styles.grid}>
            {outline.outlines.map((node) => (
              <button
                key={node.id}
                type="button"
                className={styles.row}
                onClick={() =>
                  go(navigateTo(withQuery('/pages/assessment/unitTest', { outlineId: node.id })))
                }
              >
                <span className={styles.rowText}>
                  <strong>{String(node.name ?? '')}</strong>
                  <span>{t('learn.exam.unitTestsHint')}</span>
                </span>
              </button>
            ))}
          </div>
        )}

        <h3 className={styles.sectionTitle}>{t('learn.exam.courseExams')}</h3>
        {COURSE_LEVELS.map((level) => (
          <CourseExamRow key={level} level={level} />
        ))}
      </div>
    </Page>
  );
}
