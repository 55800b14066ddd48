/**
 * What /metrics reads about the server's own work (observability/metrics.ts): each background
 * job's runs, and live counts other parts report (classroom rooms). Plain numbers, kept whether
 * or not metrics are on: recording a run costs two Date.now() calls.
 */
export interface JobRecord {
  intervalMs: number;
  /** When the runner started (the lag of a job that never ran counts from there). */
  since: number;
  lastStart?: number;
  lastEnd?: number;
  lastDurationMs?: number;
  runs: number;
  /** Failed runs, and failed steps of the hourly jobs. */
  failures: number;
}

export class ServerStats {
  readonly jobs = new Map<string, JobRecord>();
  /** Failures of the hourly jobs' steps, by step. */
  readonly stepFailures = new Map<string, number>();
  /** Live counts read at each scrape (e.g. `classroom_rooms`). */
  readonly gauges = new Map<string, () => number>();

  job(name: string, intervalMs: number): JobRecord {
    let j = this.jobs.get(name);
    if (!j) this.jobs.set(name, (j = { intervalMs, since: Date.now(), runs: 0, failures: 0 }));
    return j;
  }

  /** Runs one run of a job, recording its start, end and failure (the error goes on). */
  async track<T>(name: string, intervalMs: number, run: () => Promise<T>): Promise<T> {
    const j = this.job(name, intervalMs);
    const start = Date.now();
    j.lastStart = start;
    try {
      return await run();
    } catch (err) {
      j.failures++;
      throw err;
    } finally {
      j.runs++;
      j.lastEnd = Date.now();
      j.lastDurationMs = j.lastEnd - start;
    }
  }

  stepFailed(step: string) {
    this.stepFailures.set(step, (this.stepFailures.get(step) ?? 0) + 1);
  }
}
