import { Outlet, useLocation } from 'react-router';
import { pathOf } from '../lib/routes.ts';
import { TabBar } from './TabBar.tsx';

/** Tab pages: the page above, the tab bar fixed at the bottom (with the safe-area inset). */
export default function TabLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <Outlet />
      <TabBar current={pathOf(pathname)} />
    </>
  );
}
