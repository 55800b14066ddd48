import { Component, lazy, Suspense, useEffect, useState } from 'react';
import type { ComponentType, ErrorInfo, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../components/States.tsx';

/** Spec §2: the loading view appears only after 200 ms; a page that takes 60 s has failed. */
export const LOADING_DELAY_MS = 200;
export const PAGE_LOAD_TIMEOUT_MS = 60_000;

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`page load timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export interface LazyPageComponent {
  (): ReactNode;
  /** Loads the code now; once loaded, the page renders without suspending. */
  preload(): Promise<void>;
}

/**
 * React.lazy with the 60 s load time-out, plus preloading: a page whose code was fetched before it
 * is shown (at start, or by the navigation API) renders straight away instead of suspending,
 * which also skips React's 300 ms throttle on revealing suspended content.
 */
export function lazyPage(load: PageLoader, timeoutMs = PAGE_LOAD_TIMEOUT_MS): LazyPageComponent {
  let loaded: ComponentType | null = null;
  let loading: Promise<PageModule> | null = null;
  const get = () => {
    loading ??= withTimeout(load(), timeoutMs).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(get);
  function LazyPage() {
    // Chosen once per mount, so the page is never remounted when its code arrives.
    const [Page] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Page />;
  }
  LazyPage.preload = () => get().then(() => undefined);
  return LazyPage;
}

export function DelayedLoading({ delay = LOADING_DELAY_MS }: { delay?: number }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return visible ? <LoadingState fill /> : null;
}

function LoadFailed() {
  const { t } = useTranslation();
  return (
    <ErrorState
      fill
      title={t('common.loadFailed')}
      description={t('common.loadFailedHint')}
      retryLabel={t('common.reload')}
      onRetry={() => window.location.reload()}
    />
  );
}

interface BoundaryState {
  failed: boolean;
}

/** Shows the reload view when a page fails to load (or throws while rendering). */
export class PageErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('page failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}

/** Wraps a lazily loaded page: delayed loading view, time-out, reload-on-click error view. */
export function PageBoundary({ children }: { children: ReactNode }) {
  return (
    <PageErrorBoundary>
      <Suspense fallback={<DelayedLoading />}>{children}</Suspense>
    </PageErrorBoundary>
  );
}
