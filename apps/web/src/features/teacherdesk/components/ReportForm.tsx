import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrimaryButton } from '../../../components/BottomBar.tsx';
import { StarInput } from '../../../components/StarRating.tsx';
import { isApiError } from '../../../lib/request.ts';
import { useDateFormat } from '../../../lib/schoolTime.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import type { DeskLesson, LessonReportInput } from '../api.ts';
import { useWriteReport } from '../api.ts';
import { REPORT_LIMITS, REPORT_SKILLS } from '../rules.ts';
import styles from './Desk.module.css';
import { ListEditor } from './ListEditor.tsx';

type Skills = Record<(typeof REPORT_SKILLS)[number], number>;

const emptySkills = (): Skills => ({
  pronunciation: 0,
  vocabulary: 0,
  grammar: 0,
  fluency: 0,
  confidence: 0,
});

/**
 * The lesson report: five skills with 1-5 stars, comment, homework, words and sentences. It writes
 * a new report or corrects the one sent; the server's refusal of a field is shown above the button.
 */
export function ReportForm({ lesson }: { lesson: DeskLesson }) {
  const { t } = useTranslation();
  const fmt = useDateFormat();
  const saved = lesson.report;
  const [skills, setSkills] = useState<Skills>(() =>
    saved
      ? {
          pronunciation: saved.pronunciation,
          vocabulary: saved.vocabulary,
          grammar: saved.grammar,
          fluency: saved.fluency,
          confidence: saved.confidence,
        }
      : emptySkills(),
  );
  const [comment, setComment] = useState(saved?.comment ?? '');
  const [homework, setHomework] = useState(saved?.homework ?? '');
  const [words, setWords] = useState<string[]>(saved?.words ?? []);
  const [sentences, setSentences] = useState<string[]>(saved?.sentences ?? []);
  const [problem, setProblem] = useState<string | null>(null);
  const write = useWriteReport();
  const editable = lesson.canReport;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (REPORT_SKILLS.some((k) => skills[k] < 1)) {
      setProblem(t('desk.report.needSkills'));
      return;
    }
    setProblem(null);
    const input: LessonReportInput & { lessonId: number } = {
      lessonId: lesson.id,
      ...skills,
      comment: comment.trim(),
      homework: homework.trim(),
      words,
      sentences,
    };
    write.mutate(input, {
      onSuccess: () => showSuccessToast(t('desk.report.saved')),
      onError: (err) => {
        if (isApiError(err) && err.code === 1001) setProblem(err.message);
      },
    });
  };

  return (
    <form className={styles.card} onSubmit={submit} aria-label={t('desk.report.heading')}>
      <h2 className={styles.cardTitle}>
        {t('desk.report.heading')}
        {saved && (
          <small className={styles.muted}>
            {t('desk.report.writtenAt', { time: fmt.dateTime(saved.createdAt) })}
          </small>
        )}
      </h2>
      {!editable && (
        <p className={styles.notice}>{saved ? t('desk.report.closed') : t('desk.report.notYet')}</p>
      )}
      {(editable || saved) && (
        <fieldset className={styles.fieldset} disabled={!editable}>
          <legend className={styles.label}>{t('desk.report.skills')}</legend>
          <div className={styles.skills}>
            {REPORT_SKILLS.map((key) => (
              <div key={key} className={styles.skill}>
                <span>{t(`desk.report.skill.${key}`)}</span>
                <StarInput
                  value={skills[key]}
                  label={t(`desk.report.skill.${key}`)}
                  disabled={!editable}
                  onChange={(n) => setSkills((s) => ({ ...s, [key]: n }))}
                />
              </div>
            ))}
          </div>
          <label className={styles.field}>
            <span className={styles.label}>{t('desk.report.comment')}</span>
            <textarea
              value={comment}
              rows={4}
              maxLength={REPORT_LIMITS.comment}
              placeholder={t('desk.report.commentPlaceholder')}
              onChange={(e) => setComment(e.target.value)}
            />
          </label>
          <label className={styles.field}>
            <span className={styles.label}>{t('desk.report.homework')}</span>
            <textarea
              value={homework}
              rows={2}
              maxLength={REPORT_LIMITS.homework}
              placeholder={t('desk.report.homeworkPlaceholder')}
              onChange={(e) => setHomework(e.target.value)}
            />
          </label>
          <ListEditor
            label={t('desk.report.words')}
            items={words}
            onChange={setWords}
            placeholder={t('desk.report.wordPlaceholder')}
            max={REPORT_LIMITS.words}
            maxLength={REPORT_LIMITS.word}
          />
          <ListEditor
            label={t('desk.report.sentences')}
            items={sentences}
            onChange={setSentences}
            placeholder={t('desk.report.sentencePlaceholder')}
            max={REPORT_LIMITS.sentences}
            maxLength={REPORT_LIMITS.sentence}
          />
        </fieldset>
      )}
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      {editable && (
        <PrimaryButton type="submit" loading={write.isPending}>
          {write.isPending
            ? t('desk.report.saving')
            : saved
              ? t('desk.report.update')
              : t('desk.report.save')}
        </PrimaryButton>
      )}
    </form>
  );
}
