import type { Reporter, TestModule } from 'vitest/node';

/**
 * Lists the ten slowest tests of the run at its end, beside the default reporter (issue 26: the
 * suite must stay fast, and this shows where its time goes). A test's time is its own run, hooks
 * excluded; each line names the project, the file and the test. The browser suite has its own
 * list (e2e/support/slowest.ts).
 */
export default class SlowestTests implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const rows = testModules.flatMap((m) =>
      [...m.children.allTests()].map((t) => ({
        ms: t.diagnostic()?.duration ?? 0,
        name: `[${m.project.name}] ${m.relativeModuleId} > ${t.fullName}`,
      })),
    );
    if (rows.length === 0) return;
    rows.sort((a, b) => b.ms - a.ms);
    console.log('\nThe ten slowest tests:');
    for (const r of rows.slice(0, 10)) {
      console.log(`  ${(r.ms / 1000).toFixed(1).padStart(6)} s  ${r.name}`);
    }
  }
}
