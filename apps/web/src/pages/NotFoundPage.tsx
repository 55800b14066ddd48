import { useTranslation } from 'react-i18next';
import { Page } from '../components/Page.tsx';
import { EmptyState, StateButton } from '../components/EmptyState.tsx';
import { go, reLaunch } from '../lib/navigation.ts';
import { LOGIN_PATH } from '../lib/routes.ts';

/** Any URL outside the route table: a friendly note and a way home, never a crash. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('common.notFound')}>
      <EmptyState
        fill
        icon="compass"
        title={t('common.notFound')}
        description={t('common.notFoundHint')}
        action={
          <StateButton onClick={() => go(reLaunch(LOGIN_PATH))}>{t('common.backHome')}</StateButton>
        }
      />
    </Page>
  );
}
