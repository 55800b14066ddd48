import { useTranslation } from 'react-i18next';
import type { ExamQuestion } from '../api.ts';
import { isChosen } from '../answers.ts';
import type { Answers } from '../answers.ts';
import styles from './Exam.module.css';
import { PromptAudio } from './PromptAudio.tsx';

/** One question: its prompt (text, picture, audio) and big tappable options. */
export function QuestionView({
  question,
  answers,
  onChoose,
}: {
  question: ExamQuestion;
  answers: Answers;
  onChoose: (value: number | boolean) => void;
}) {
  const { t } = useTranslation();
  const { prompt } = question;
  const pictureOptions = question.options.some((o) => o.image);
  return (
    <>
      <section className={styles.prompt}>
        {prompt.text && <p className={styles.promptText}>{prompt.text}</p>}
        {prompt.image && <img className={styles.promptImage} src={prompt.image} alt="" />}
        {prompt.audio && <PromptAudio src={prompt.audio} />}
      </section>
      {question.kind === 'truefalse' ? (
        <div
          className={`${styles.options} ${styles.twoCols}`}
          role="radiogroup"
          aria-label={t('learn.exam.kind.truefalse')}
        >
          {[true, false].map((v) => (
            <button
              key={String(v)}
              type="button"
              role="radio"
              aria-checked={isChosen(answers, question.id, v)}
              className={`${styles.option} ${styles.tf} ${isChosen(answers, question.id, v) ? styles.optionOn : ''}`}
              onClick={() => onChoose(v)}
            >
              {v ? '✓' : '✗'}
              <span>{v ? t('learn.exam.trueLabel') : t('learn.exam.falseLabel')}</span>
            </button>
          ))}
        </div>
      ) : (
        <div
          className={`${styles.options} ${pictureOptions ? styles.twoCols : ''}`}
          role={question.kind === 'single' ? 'radiogroup' : 'group'}
          aria-label={t(`learn.exam.kind.${question.kind}`)}
        >
          {question.options.map((o, i) => {
            const on = isChosen(answers, question.id, o.id);
            return (
              <button
                key={o.id}
                type="button"
                role={question.kind === 'single' ? 'radio' : 'checkbox'}
                aria-checked={on}
                aria-label={o.text ?? String.fromCharCode(65 + i)}
                className={`${styles.option} ${on ? styles.optionOn : ''}`}
                onClick={() => onChoose(o.id)}
              >
                {o.image && <img src={o.image} alt="" />}
                {o.text && <span>{o.text}</span>}
              </button>
            );
          })}
        </div>
      )}
    </>
  );
}
