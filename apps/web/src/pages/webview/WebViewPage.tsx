import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { LoadingState } from '../../components/States.tsx';
import { useSchool } from '../../features/content/api.ts';
import styles from '../../features/content/components/content.module.css';
import { isAllowedWebUrl, webviewHosts } from '../../features/content/links.ts';
import { useDataStore } from '../../lib/store.ts';
import { usePageQuery } from '../../lib/usePageQuery.ts';

/**
 * A web page inside the app (?url=): only the app's own origin or a host the school allows
 * (companyInfo.webviewHosts); anything else is explained, not opened.
 */
export default function WebViewPage() {
  const { t } = useTranslation();
  const { url = '', title } = usePageQuery();
  const school = useSchool();
  const companyInfo = useDataStore((s) => s.companyInfo);
  const hosts = webviewHosts(companyInfo);
  if (!url)
    return (
      <Page>
        <EmptyState icon="compass" title={t('learn.content.webMissing')} />
      </Page>
    );
  const allowed = isAllowedWebUrl(url, hosts, window.location.origin);
  if (!allowed && school.isPending && hosts.length === 0)
    return (
      <Page>
        <LoadingState fill />
      </Page>
    );
  if (!allowed) {
    return (
      <Page>
        <EmptyState
          icon="compass"
          title={t('learn.content.webRefused')}
          description={t('learn.content.webRefusedHint')}
        />
      </Page>
    );
  }
  return (
    <Page title={title || undefined} flush>
      <iframe
        className={styles.frame}
        src={new URL(url, window.location.origin).href}
        title={title || url}
        sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
        referrerPolicy="no-referrer"
      />
    </Page>
  );
}
