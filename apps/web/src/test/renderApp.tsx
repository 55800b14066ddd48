import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { handleApiError } from '../app/errorHandling.ts';
import { AppRoutes, preloadPage } from '../app/router.tsx';
import { setErrorReporter } from '../lib/errorReporter.ts';

/**
 * Renders the whole app (routes, layouts, lazy pages) at a URL, like a user opening it: the page's
 * code is fetched first and failures go to the error catalogue, as main.tsx sets up.
 */
export async function renderApp(url = '/') {
  setErrorReporter(handleApiError);
  await preloadPage(url);
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}
