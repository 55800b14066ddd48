// autocannon ships no types; only what the bench uses.
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    total: number;
  }
  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    timeout?: number;
    verifyBody?: (body: string) => boolean;
    /** Called before every request; the scale bench rotates the families' tokens with it. */
    requests?: {
      setupRequest?: (req: { headers?: Record<string, string> }) => {
        headers?: Record<string, string>;
      };
    }[];
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    resets: number;
    duration: number;
    '2xx': number;
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
