import { Navigate, Outlet, useLocation } from 'react-router';
import { pathOf, TEACHER_HOME_PATH } from '../lib/routes.ts';
import { useDataStore } from '../lib/store.ts';
import { TabBar } from './TabBar.tsx';

/**
 * Tab pages: the page above, the tab bar fixed at the bottom (with the safe-area inset). The tabs
 * are the student's side: a signed-in teacher account is sent to the teacher's area instead.
 */
export default function TabLayout() {
  const { pathname } = useLocation();
  const teacher = useDataStore((s) => Boolean(s.token) && s.userInfo.role === 'teacher');
  if (teacher) return <Navigate to={TEACHER_HOME_PATH} replace />;
  // The tab page is the screen's main landmark (other pages get theirs from Page).
  return (
    <>
      <main>
        <Outlet />
      </main>
      <TabBar current={pathOf(pathname)} />
    </>
  );
}
