import Dialog from 'antd-mobile/es/components/dialog';
import { withQuery } from '@school/contract/helpers/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { go, navigateBack, redirectTo } from '../../../lib/navigation.ts';
import type { Exam, ExamResult } from '../api.ts';
import { useSubmitExam } from '../api.ts';
import { choose, isAnswered, submitPayload } from '../answers.ts';
import type { Answers } from '../answers.ts';
import styles from './Exam.module.css';
import { QuestionView } from './QuestionView.tsx';

/** Takes an exam one question at a time, submits it, and shows the server's score. */
export function ExamRunner({ exam }: { exam: Exam }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const [result, setResult] = useState<ExamResult | null>(null);
  const submit = useSubmitExam();
  const total = exam.questions.length;
  const question = exam.questions[index];

  if (result) {
    return (
      <div className={styles.score} data-testid="exam-score">
        <div className={styles.scoreRing}>{t('learn.exam.score', { score: result.score })}</div>
        <h2>{t('learn.exam.scoreTitle')}</h2>
        <p>
          {t('learn.exam.correctCount', {
            correct: result.correctCount,
            total: result.questionCount,
          })}
        </p>
        <button
          type="button"
          className={styles.go}
          onClick={() =>
            go(redirectTo(withQuery('/pages/assessment/historyDetail', { id: result.id })))
          }
        >
          {t('learn.exam.viewAnswers')}
        </button>
        <button type="button" className={styles.ghost} onClick={() => go(navigateBack())}>
          {t('learn.exam.backHome')}
        </button>
      </div>
    );
  }
  if (!question) return null;

  const send = () => {
    submit.mutate(submitPayload(exam.id, exam.questions, answers), {
      onSuccess: (r) => setResult(r),
    });
  };
  const trySubmit = () => {
    const missing = exam.questions.filter((q) => !isAnswered(answers, q.id)).length;
    if (missing === 0) {
      send();
      return;
    }
    void Dialog.confirm({
      'aria-label': t('learn.exam.confirmSubmit'),
      content: t('learn.exam.unanswered', { count: missing }),
      confirmText: t('learn.exam.confirmSubmit'),
      cancelText: t('learn.exam.keepAnswering'),
    }).then((ok) => {
      if (ok) send();
    });
  };
  const last = index + 1 >= total;
  return (
    <div className={styles.runner} data-testid="exam-runner">
      <div className={styles.head}>
        <span>{t('learn.exam.progress', { n: index + 1, total })}</span>
        <span className={styles.kind}>{t(`learn.exam.kind.${question.kind}`)}</span>
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('learn.exam.progress', { n: index + 1, total })}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={index + 1}
      >
        <div className={styles.barFill} style={{ width: `${((index + 1) / total) * 100}%` }} />
      </div>
      <QuestionView
        key={question.id}
        question={question}
        answers={answers}
        onChoose={(v) => setAnswers((a) => choose(a, question, v))}
      />
      <div className={styles.foot}>
        {index > 0 && (
          <button type="button" className={styles.ghost} onClick={() => setIndex(index - 1)}>
            {t('learn.exam.prev')}
          </button>
        )}
        {last ? (
          <button
            type="button"
            className={styles.go}
            disabled={submit.isPending}
            onClick={trySubmit}
          >
            {submit.isPending ? t('learn.exam.submitting') : t('learn.exam.submit')}
          </button>
        ) : (
          <button
            type="button"
            className={styles.go}
            disabled={!isAnswered(answers, question.id)}
            onClick={() => setIndex(index + 1)}
          >
            {t('learn.exam.next')}
          </button>
        )}
      </div>
    </div>
  );
}
