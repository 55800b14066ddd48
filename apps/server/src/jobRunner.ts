import type { AppContext } from './context.ts';

export interface JobRunner {
  /** Runs the job now and then every interval. */
  start(): Promise<void>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `run` every `intervalMs` (and at start unless `runAtStart` is false); a slow run is never
 * overlapped by the next one. Each run is recorded under `name` in `ctx.stats` (/metrics); a
 * failed run is logged and counted, and the next one runs as planned.
 */
export function createRunner(
  ctx: Pick<AppContext, 'stats' | 'log'>,
  name: string,
  run: () => Promise<unknown>,
  intervalMs: number,
  runAtStart: boolean | 'in background' = true,
): JobRunner {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tracked = ctx.stats ? () => ctx.stats!.track(name, intervalMs, run) : run;
  const tick = () => {
    if (running) return running;
    running = tracked()
      .catch((err: unknown) => ctx.log.error({ err, job: name }, `${name} failed`))
      .finally(() => (running = undefined));
    return running;
  };
  return {
    async start() {
      ctx.stats?.job(name, intervalMs);
      if (runAtStart === 'in background') void tick();
      else if (runAtStart) await tick();
      timer = setInterval(() => void tick(), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
