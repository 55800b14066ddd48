import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { LOGIN_PATH } from '../lib/routes.ts';
import { AppRoutes, preloadPage } from './router.tsx';

/**
 * Build time only (build/prerenderLogin.ts): the login screen as a visitor without a session sees
 * it first (Chinese, empty store), rendered by the same routes as the app, so index.html paints it
 * before any script runs and main.tsx hydrates it. The tree must stay the one main.tsx hydrates:
 * <StrictMode>, a router, <AppRoutes />.
 */
export async function prerenderLogin(): Promise<string> {
  await preloadPage(LOGIN_PATH);
  return renderToString(
    <StrictMode>
      <MemoryRouter initialEntries={[LOGIN_PATH]}>
        <AppRoutes />
      </MemoryRouter>
    </StrictMode>,
  );
}
