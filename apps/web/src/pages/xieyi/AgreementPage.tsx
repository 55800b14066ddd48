import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page.tsx';
import { LegalDocument } from '../../features/content/components/LegalDocument.tsx';
import styles from './xieyi.module.css';

/** The user agreement and the children's privacy policy from the server (`?tab=user|privacy`). */
export default function AgreementPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind = params.get('tab') === 'privacy' ? 'privacy' : 'user';
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
      <LegalDocument key={kind} kind={kind === 'user' ? 'agreement' : 'privacy'} />
    </Page>
  );
}
