/**
 * Where features hand failed calls they made directly (not through TanStack Query). The app
 * layer registers the error catalogue here at start (app/errorHandling.ts); until then, and in
 * tests that do not register one, failures are only logged.
 */
type Reporter = (error: unknown) => void;

let reporter: Reporter = (error) => console.error(error);

export function setErrorReporter(next: Reporter) {
  reporter = next;
}

export function reportError(error: unknown) {
  reporter(error);
}
