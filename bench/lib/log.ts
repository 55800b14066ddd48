const started = performance.now();

/** A progress line with the elapsed time, so a slow step shows. */
export function log(message: string): void {
  const s = ((performance.now() - started) / 1000).toFixed(1).padStart(5);
  console.log(`[${s}s] ${message}`);
}
