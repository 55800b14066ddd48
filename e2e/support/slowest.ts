import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Lists the ten slowest tests of the run at its end (beside the list reporter). A test's time is
 * its own: the start of its worker's server (support/test.ts) is not in it.
 */
export default class Slowest implements Reporter {
  private readonly times: { title: string; ms: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const [, project, file, ...titles] = test.titlePath();
    const where = `${file}:${test.location.line}`;
    this.times.push({
      title: `[${project}] ${where} › ${titles.join(' › ')}`,
      ms: result.duration,
    });
  }

  onEnd() {
    const top = this.times.sort((a, b) => b.ms - a.ms).slice(0, 10);
    if (top.length === 0) return;
    console.log('\nThe ten slowest tests:');
    for (const t of top) console.log(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.title}`);
  }

  printsToStdio() {
    return false;
  }
}
