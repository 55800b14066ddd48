import { useTranslation } from 'react-i18next';
import { AUTH_REDIRECT_PATH, go, navigateTo } from '../lib/navigation.ts';
import { EmptyState, StateButton } from './EmptyState.tsx';
import { Page } from './Page.tsx';

/** A page that needs a logged-in family, opened without a login: say so and offer the login. */
export function LoginFirstPage() {
  const { t } = useTranslation();
  return (
    <Page>
      <EmptyState
        fill
        title={t('ui.loginFirst')}
        action={
          <StateButton onClick={() => go(navigateTo(AUTH_REDIRECT_PATH))}>
            {t('ui.toLogin')}
          </StateButton>
        }
      />
    </Page>
  );
}
