import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import type { ExamQuestion, ExamResult } from '../../features/exams/api.ts';
import { useResult } from '../../features/exams/api.ts';
import examStyles from '../../features/exams/components/Exam.module.css';
import { PromptAudio } from '../../features/exams/components/PromptAudio.tsx';
import { idParam, usePageQuery } from '../../lib/usePageQuery.ts';

type Choice = ExamResult['items'][number]['rightChoice'];

function describe(
  question: ExamQuestion,
  choice: Choice | null,
  labels: { none: string; yes: string; no: string; separator: string },
): string {
  if (choice === null) return labels.none;
  if (typeof choice === 'boolean') return choice ? labels.yes : labels.no;
  if (choice.length === 0) return labels.none;
  return choice
    .map((id) => {
      const i = question.options.findIndex((o) => o.id === id);
      const o = question.options[i];
      const letter = String.fromCharCode(65 + Math.max(0, i));
      return o?.text ? `${letter}. ${o.text}` : letter;
    })
    .join(labels.separator);
}

/** The pictures of the chosen options, as the child saw them (letters alone say nothing). */
function ChoicePictures({ question, choice }: { question: ExamQuestion; choice: Choice | null }) {
  if (!Array.isArray(choice)) return null;
  const chosen = question.options
    .map((o, i) => ({ ...o, letter: String.fromCharCode(65 + i) }))
    .filter((o) => o.image && choice.includes(o.id));
  if (chosen.length === 0) return null;
  return (
    <span className={examStyles.answerPictures}>
      {chosen.map((o) => (
        <img key={o.id} src={o.image!} alt={o.letter} width={56} height={56} />
      ))}
    </span>
  );
}

/** One result: the score, then each question with the child's answer and the right one. */
export default function HistoryDetailPage() {
  const { t } = useTranslation();
  const id = idParam(usePageQuery().id);
  const result = useResult(id);
  if (id === undefined)
    return (
      <Page>
        <EmptyState icon="box" title={t('learn.exam.notFound')} />
      </Page>
    );
  if (result.isPending)
    return (
      <Page>
        <LoadingState fill />
      </Page>
    );
  if (result.isError)
    return (
      <Page>
        <ErrorState fill onRetry={() => void result.refetch()} />
      </Page>
    );
  const r = result.data;
  const labels = {
    none: t('learn.exam.noAnswer'),
    yes: t('learn.exam.trueLabel'),
    no: t('learn.exam.falseLabel'),
    separator: t('learn.exam.answerSeparator'),
  };
  return (
    <Page>
      <div className={examStyles.score} style={{ padding: '1rem 0 1.25rem' }}>
        <div className={examStyles.scoreRing} data-testid="detail-score">
          {t('learn.exam.score', { score: r.score })}
        </div>
        <h2>{r.examTitle}</h2>
        <p>{t('learn.exam.correctCount', { correct: r.correctCount, total: r.questionCount })}</p>
      </div>
      {r.items.map((item, i) => (
        <article key={item.question.id} className={examStyles.item} data-testid="answer-item">
          <div className={examStyles.itemHead}>
            <span>
              {i + 1}. {t(`learn.exam.kind.${item.question.kind}`)}
            </span>
            <span className={item.correct ? examStyles.right : examStyles.wrong}>
              {item.correct ? `✓ ${t('learn.exam.correct')}` : `✗ ${t('learn.exam.wrong')}`}
            </span>
          </div>
          {item.question.prompt.text && (
            <p className={examStyles.answerLine}>
              <strong>{item.question.prompt.text}</strong>
            </p>
          )}
          {item.question.prompt.image && (
            <img className={examStyles.promptImage} src={item.question.prompt.image} alt="" />
          )}
          {item.question.prompt.audio && <PromptAudio src={item.question.prompt.audio} />}
          <p className={examStyles.answerLine}>
            {t('learn.exam.yourAnswer', { answer: describe(item.question, item.choice, labels) })}
            <ChoicePictures question={item.question} choice={item.choice} />
          </p>
          <p className={`${examStyles.answerLine} ${examStyles.right}`}>
            {t('learn.exam.rightAnswer', {
              answer: describe(item.question, item.rightChoice, labels),
            })}
            <ChoicePictures question={item.question} choice={item.rightChoice} />
          </p>
        </article>
      ))}
    </Page>
  );
}
