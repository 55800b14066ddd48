import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginFirstPage } from '../../components/LoginFirst.tsx';
import { Page } from '../../components/Page.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { useDictOptions, usePreference, useSavePreference } from '../../features/account/api.ts';
import type { DictOption, PreferenceAnswers } from '../../features/account/api.ts';
import styles from '../../features/account/components/Account.module.css';
import { go, navigateBack } from '../../lib/navigation.ts';
import { useDateFormat } from '../../lib/schoolTime.ts';
import { useDataStore } from '../../lib/store.ts';
import { showSuccessToast } from '../../lib/toast.ts';

const EMPTY: PreferenceAnswers = { teacherSex: 0, teacherStyle: [], focusSkill: [], note: '' };
const NOTE_MAX = 200;

/**
 * 上课偏好: the teacher sex, styles and skills to focus on (options from dictData/options), saved
 * with questionSurvey/edit; the server ranks teacher/list by it for this family. Reopening shows
 * the saved answers (questionSurvey/view).
 */
export default function PreferencePage() {
  const { t } = useTranslation();
  const token = useDataStore((s) => s.token);
  const sexes = useDictOptions('teacherSex');
  const styleOptions = useDictOptions('teacherStyle');
  const skills = useDictOptions('focusSkill');
  const saved = usePreference();

  if (!token) return <LoginFirstPage />;
  const queries = [sexes, styleOptions, skills, saved];
  if (queries.some((q) => q.isPending)) {
    return (
      <Page>
        <LoadingState fill />
      </Page>
    );
  }
  if (queries.some((q) => q.isError)) {
    return (
      <Page>
        <ErrorState
          fill
          title={t('account.preference.loadFailed')}
          description={t('ui.tapRetry')}
          onRetry={() => queries.forEach((q) => q.isError && void q.refetch())}
        />
      </Page>
    );
  }
  return (
    <Page>
      <PreferenceForm
        sexes={sexes.data ?? []}
        styles={styleOptions.data ?? []}
        skills={skills.data ?? []}
        initial={saved.data?.answers ?? EMPTY}
        savedAt={saved.data?.updatedAt ?? null}
      />
    </Page>
  );
}

interface FormProps {
  sexes: DictOption[];
  styles: DictOption[];
  skills: DictOption[];
  initial: PreferenceAnswers;
  savedAt: string | null;
}

function PreferenceForm({ sexes, styles: styleList, skills, initial, savedAt }: FormProps) {
  const { t } = useTranslation();
  const fmt = useDateFormat();
  const [answers, setAnswers] = useState<PreferenceAnswers>(initial);
  const save = useSavePreference();

  const toggle = (field: 'teacherStyle' | 'focusSkill', value: number) =>
    setAnswers((a) => ({
      ...a,
      [field]: a[field].includes(value)
        ? a[field].filter((v) => v !== value)
        : [...a[field], value],
    }));

  const multi = (field: 'teacherStyle' | 'focusSkill', options: DictOption[]) => (
    <section className={styles.card} aria-labelledby={`pref-${field}`}>
      <h2 className={styles.heading} id={`pref-${field}`}>
        {t(`account.preference.${field}`)}
        <span className={styles.headingNote}>{t('account.preference.multi')}</span>
      </h2>
      {options.length === 0 ? (
        <p className={styles.hint}>{t('account.preference.optionsEmpty')}</p>
      ) : (
        <div className={styles.chips}>
          {options.map((o) => (
            <button
              key={o.value}
              type="button"
              className={styles.chip}
              aria-pressed={answers[field].includes(Number(o.value))}
              onClick={() => toggle(field, Number(o.value))}
            >
              {o.label}
            </button>
          ))}
        </div>
      )}
    </section>
  );

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(answers, {
          onSuccess: () => {
            showSuccessToast(t('account.preference.saved'));
            go(navigateBack());
          },
        });
      }}
    >
      <p className={styles.intro}>{t('account.preference.intro')}</p>
      <section className={styles.card} aria-labelledby="pref-teacherSex">
        <h2 className={styles.heading} id="pref-teacherSex">
          {t('account.preference.teacherSex')}
        </h2>
        <div className={styles.chips} role="radiogroup" aria-labelledby="pref-teacherSex">
          {sexes.map((o) => (
            <button
              key={o.value}
              type="button"
              role="radio"
              className={styles.chip}
              aria-checked={answers.teacherSex === Number(o.value)}
              onClick={() =>
                setAnswers((a) => ({ ...a, teacherSex: Number(o.value) as 0 | 1 | 2 }))
              }
            >
              {o.label}
            </button>
          ))}
        </div>
      </section>
      {multi('teacherStyle', styleList)}
      {multi('focusSkill', skills)}
      <section className={styles.card}>
        <label className={styles.heading} htmlFor="pref-note">
          {t('account.preference.note')}
        </label>
        <textarea
          id="pref-note"
          className={styles.textarea}
          maxLength={NOTE_MAX}
          value={answers.note}
          placeholder={t('account.preference.notePlaceholder')}
          onChange={(e) => setAnswers((a) => ({ ...a, note: e.target.value }))}
        />
        <span className={styles.counter}>
          {answers.note.length}/{NOTE_MAX}
        </span>
      </section>
      <p className={styles.meta} data-testid="preference-saved-at">
        {savedAt
          ? t('account.preference.savedAt', { time: fmt.dateTime(savedAt) })
          : t('account.preference.neverSaved')}
      </p>
      <button type="submit" className={styles.primary} disabled={save.isPending}>
        {t('account.preference.save')}
      </button>
    </form>
  );
}
