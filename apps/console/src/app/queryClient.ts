import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/request.ts';

/** A refused or failed call is not retried (3003 stays 3003); a network failure once. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, e) => !isApiError(e) || (e.code === 5 && count < 1),
      refetchOnWindowFocus: false,
    },
  },
});
