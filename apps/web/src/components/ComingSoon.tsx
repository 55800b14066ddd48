import { useTranslation } from 'react-i18next';
import { Page } from './Page.tsx';
import { EmptyState } from './EmptyState.tsx';

/** A page whose feature arrives in a later release: its nav bar, its title and an honest note. */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <Page>
      <EmptyState
        fill
        icon="sparkle"
        title={t('common.comingSoon')}
        description={t('common.comingSoonHint')}
      />
    </Page>
  );
}
