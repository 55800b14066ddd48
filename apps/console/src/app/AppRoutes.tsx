import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HashRouter, Navigate, Route, Routes, useNavigate } from 'react-router';
import { Button, Result, Spin } from 'antd';
import { useCan, useMe } from '../lib/me.ts';
import { useToken } from '../lib/session.ts';
import SignInPage from '../pages/signIn/SignInPage.tsx';
import SetPasswordPage from '../pages/signIn/SetPasswordPage.tsx';
import { ConsoleLayout } from './ConsoleLayout.tsx';
import { AREAS, type ConsoleArea } from './menu.tsx';

/** Signed-in pages: without a session, the sign-in page (a 1002/1003 reply clears it). */
function RequireStaff({ children }: { children: ReactNode }) {
  const token = useToken();
  const me = useMe();
  const { t } = useTranslation();
  if (!token) return <Navigate to="/login" replace />;
  if (me.isPending) return <Spin fullscreen aria-label={t('common.loading')} />;
  if (me.isError)
    return (
      <Result
        status="error"
        title={t('common.loadFailed')}
        extra={<Button onClick={() => void me.refetch()}>{t('common.retry')}</Button>}
      />
    );
  return children;
}

function Refused() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t('common.noPermission')}
      extra={<Button onClick={() => navigate('/')}>{t('common.backHome')}</Button>}
    />
  );
}

function AreaPage({ area }: { area: ConsoleArea }) {
  const can = useCan();
  if (!can(area.permission)) return <Refused />;
  const Page = area.page;
  return <Page />;
}

function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('common.notFound')}
      extra={<Button onClick={() => navigate('/')}>{t('common.backHome')}</Button>}
    />
  );
}

/** Hash routes: /login, /set-password, and each area of menu.tsx inside the layout. */
export function AppRoutes() {
  return (
    <HashRouter>
      <Routes>
        <Route path="/login" element={<SignInPage />} />
        <Route path="/set-password" element={<SetPasswordPage />} />
        <Route
          element={
            <RequireStaff>
              <ConsoleLayout />
            </RequireStaff>
          }
        >
          {AREAS.map((a) => (
            <Route
              key={a.key}
              path={a.path === '/' ? '/' : `${a.path}/*`}
              element={<AreaPage area={a} />}
            />
          ))}
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </HashRouter>
  );
}
