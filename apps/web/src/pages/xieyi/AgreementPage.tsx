import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page.tsx';
import { AGREEMENT_VERSION, PRIVACY_VERSION } from '../../features/auth/consent.ts';
import { legalText } from '../../features/legal/texts.ts';
import type { LegalKind } from '../../features/legal/texts.ts';
import styles from './xieyi.module.css';

/** The user agreement and the children's privacy policy (`?tab=user|privacy`). */
export default function AgreementPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind: LegalKind = params.get('tab') === 'privacy' ? 'privacy' : 'user';
  const text = legalText(i18n.language, kind);
  const date = kind === 'user' ? AGREEMENT_VERSION : PRIVACY_VERSION;
  return (
    <Page>
      <div className={styles.segmented} role="tablist">
        {(['user', 'privacy'] as const).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={k === kind}
            className={`${styles.segment} ${k === kind ? styles.segmentActive : ''}`}
            onClick={() => setParams({ tab: k }, { replace: true })}
          >
            {k === 'user' ? t('agreement.userTab') : t('agreement.privacyTab')}
          </button>
        ))}
      </div>
      <article className={styles.doc}>
        <h2 className={styles.docTitle}>{text.title}</h2>
        <p className={styles.updated}>{t('agreement.updated', { date })}</p>
        {text.sections.map((section) => (
          <section key={section.heading}>
            <h3>{section.heading}</h3>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))}
      </article>
    </Page>
  );
}
