// antd-mobile's base styles and CSS variables, for the antd-mobile components of the pages below.
import 'antd-mobile/es/global';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { ConsentGate } from '../features/auth/components/ConsentGate.tsx';
import { appQueryClient } from './queryClient.ts';

/** TanStack Query for every page below it; loaded lazily (the login route does not need it). */
export default function QueryLayout() {
  return (
    // One client for the whole visit, created when the first page that needs it loads.
    <QueryClientProvider client={appQueryClient()}>
      {/* A new agreement version: the guardian accepts it before going on (issue 14). */}
      <ConsentGate />
      <Outlet />
    </QueryClientProvider>
  );
}
