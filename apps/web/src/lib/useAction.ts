import { useCallback, useEffect, useRef, useState } from 'react';
import { reportError } from './errorReporter.ts';

export interface ActionCallbacks<O> {
  onSuccess?: (output: O) => void;
  onError?: (error: unknown) => void;
  onSettled?: () => void;
}

/**
 * A one-shot call with a pending flag, shaped like a TanStack mutation (`mutate`, `isPending`).
 * Used on the login route, which stays free of TanStack Query to keep its first download small.
 * Failures go to the app's error catalogue unless `handles(error)` says the screen deals with it.
 */
export function useAction<I, O>(
  run: (input: I) => Promise<O>,
  { handles }: { handles?: (error: unknown) => boolean } = {},
) {
  const [isPending, setPending] = useState(false);
  const mounted = useRef(true);
  const latest = useRef({ run, handles });
  useEffect(() => {
    latest.current = { run, handles };
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback((input: I, callbacks: ActionCallbacks<O> = {}) => {
    setPending(true);
    const { run: fn, handles: owns } = latest.current;
    fn(input).then(
      (output) => {
        if (mounted.current) setPending(false);
        callbacks.onSuccess?.(output);
        callbacks.onSettled?.();
      },
      (error: unknown) => {
        if (mounted.current) setPending(false);
        if (!owns?.(error)) reportError(error);
        callbacks.onError?.(error);
        callbacks.onSettled?.();
      },
    );
  }, []);

  return { mutate, isPending };
}
