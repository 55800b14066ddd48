import { useTranslation } from 'react-i18next';
import { findRoute } from './routes.ts';

/** The translated title of a page URL from the route table ('' for an unknown page). */
export function useRouteTitle(url: string): string {
  const { t } = useTranslation();
  const route = findRoute(url);
  // Route title keys are built from the table, so the checker cannot see them as literal keys.
  return route ? t(route.titleKey as 'titles.home.index') : '';
}
