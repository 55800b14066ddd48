import { listPrivacyPolicies, listUserAgreements } from '@school/contract/api/content';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../components/RichText.tsx';
import { LoadingState } from '../../../components/States.tsx';
import { request } from '../../../lib/request.ts';
import { useDateFormat } from '../../../lib/schoolTime.ts';
import { legalText } from '../legalTexts.ts';
import styles from './content.module.css';

type Doc = {
  title: string;
  version: string;
  content: string;
  current: boolean;
  updatedAt: string;
};

/**
 * The current user agreement or privacy policy from the server, sanitised again on display.
 * Fetched without TanStack Query: /pages/xieyi is opened from the login screen, which does not
 * load it. When the server cannot be reached, the texts shipped with the app are shown instead.
 */
export function LegalDocument({ kind }: { kind: 'agreement' | 'privacy' }) {
  const { t, i18n } = useTranslation();
  const fmt = useDateFormat();
  const [doc, setDoc] = useState<Doc | null | 'loading' | 'failed'>('loading');

  useEffect(() => {
    const controller = new AbortController();
    setDoc('loading');
    request(
      kind === 'agreement' ? listUserAgreements : listPrivacyPolicies,
      {},
      {
        signal: controller.signal,
      },
    )
      .then((d) => setDoc(d.list.find((x) => x.current) ?? d.list[0] ?? null))
      .catch(() => {
        if (!controller.signal.aborted) setDoc('failed');
      });
    return () => controller.abort();
  }, [kind]);

  if (doc === 'loading') return <LoadingState fill />;
  if (doc === 'failed' || doc === null) {
    const text = legalText(i18n.language, kind === 'agreement' ? 'user' : 'privacy');
    return (
      <article className={`${styles.card} ${styles.doc}`} data-testid="legal-doc">
        <h2>{text.title}</h2>
        {text.sections.map((section) => (
          <section key={section.heading} className={styles.body}>
            <h3>{section.heading}</h3>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))}
      </article>
    );
  }
  return (
    <article className={`${styles.card} ${styles.doc}`} data-testid="legal-doc">
      <h2>{doc.title}</h2>
      <p className={styles.date}>
        {t('learn.content.version', { version: doc.version, date: fmt.dateTime(doc.updatedAt) })}
      </p>
      <RichText className={styles.body} text={doc.content} />
    </article>
  );
}
