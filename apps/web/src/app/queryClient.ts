import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import i18n from '../lib/i18n.ts';
import { isApiError } from '../lib/request.ts';
import { useDataStore } from '../lib/store.ts';
import { endsSession, handleApiError } from './errorHandling.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * The screen shows this query's failure itself; skip the global catalogue (except for the
       * end of the session: 1002/1003/3005 still go to the login page).
       */
      silent?: boolean;
    };
    mutationMeta: {
      /** Returns true for failures the screen handles itself (e.g. consent needed on login). */
      handles?: (error: unknown) => boolean;
    };
  }
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent || endsSession(error)) handleApiError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (!mutation.meta?.handles?.(error)) handleApiError(error);
      },
    }),
    defaultOptions: {
      queries: {
        // One quick retry for a dropped connection; server answers and time-outs are final.
        retry: (failures, error) =>
          failures < 1 && isApiError(error) && error.transport === 'network',
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

let visitClient: QueryClient | undefined;

// Whenever the session changes (logout, an ended session, another login on this phone), nothing
// the previous login read may show: a family's lessons, credits or orders stay with that login.
useDataStore.subscribe((state, previous) => {
  if (state.token !== previous.token) visitClient?.clear();
});

// The school's texts come in the language of the request (Accept-Language): after a switch every
// answer is read again, the screens on show at once, the others when next opened.
i18n.on('languageChanged', () => {
  void visitClient?.invalidateQueries();
});

/** The client of this visit (one per page load), created on first use. */
export function appQueryClient(): QueryClient {
  return (visitClient ??= createQueryClient());
}

/** Tests: the next screen starts with an empty cache, as after a page load. */
export function forgetAppQueryClient() {
  visitClient?.clear();
  visitClient = undefined;
}
