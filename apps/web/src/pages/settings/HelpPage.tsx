import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { RichText } from '../../components/RichText.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { useFaqs } from '../../features/content/api.ts';
import styles from '../../features/content/components/content.module.css';
import { go, navigateTo } from '../../lib/navigation.ts';

/** 帮助中心: the FAQ by category, one answer open at a time, and a way to send feedback. */
export default function HelpPage() {
  const { t } = useTranslation();
  const faqs = useFaqs();
  const [open, setOpen] = useState<number | null>(null);
  let body;
  if (faqs.isPending) body = <LoadingState fill />;
  else if (faqs.isError) body = <ErrorState fill onRetry={() => void faqs.refetch()} />;
  else if (faqs.data.length === 0)
    body = <EmptyState icon="box" title={t('learn.content.noFaqs')} />;
  else {
    const categories = [...new Set(faqs.data.map((f) => f.category))];
    body = categories.map((c) => (
      <section key={c}>
        <h3 className={styles.category}>{c}</h3>
        {faqs.data
          .filter((f) => f.category === c)
          .map((f) => (
            <article key={f.id} className={styles.card}>
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={open === f.id}
                onClick={() => setOpen(open === f.id ? null : f.id)}
              >
                <span>{f.question}</span>
                <span aria-hidden="true">{open === f.id ? '−' : '+'}</span>
              </button>
              {open === f.id && <RichText className={styles.body} text={f.answer} />}
            </article>
          ))}
      </section>
    ));
  }
  return (
    <Page>
      {body}
      <button
        type="button"
        className={styles.submit}
        style={{ marginTop: '1rem' }}
        onClick={() => go(navigateTo('/pages/settings/question'))}
      >
        {t('titles.settings.question')}
      </button>
    </Page>
  );
}
