// antd-mobile's base styles and CSS variables, for the antd-mobile components of the pages below.
import 'antd-mobile/es/global';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { createQueryClient } from './queryClient.ts';

// One client for the whole visit, created when the first page that needs it loads.
const queryClient = createQueryClient();

/** TanStack Query for every page below it; loaded lazily (the login route does not need it). */
export default function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
