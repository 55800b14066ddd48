import { startSchoolServer, tempDir, type RunningServer } from './servers.ts';
import { figure, type Figure } from './report.ts';
import { coldStartBudgetSeconds } from './targets.ts';
import { log } from './log.ts';

/**
 * Time from spawning `node apps/server/dist/main.js` until `GET /api/health` answers 200: first on a
 * fresh DATA_DIR (database created, migrations and demo data applied), then again on the same
 * DATA_DIR. The baseline is the bare Fastify app's start, measured the same way.
 */
export async function runColdStart(bare: RunningServer): Promise<Figure[]> {
  const group = 'Cold start (spawn -> /api/health 200)';
  const baseline = { label: 'bare', value: bare.startMs / 1000 };
  const dataDir = await tempDir('bench-cold-');
  const runs = [
    ['first start, fresh DATA_DIR + demo data', 'first'],
    ['second start, same DATA_DIR', 'second'],
  ] as const;
  const figures: Figure[] = [];
  for (const [name, which] of runs) {
    const budget = {
      on: 'value' as const,
      op: '<=' as const,
      limit: coldStartBudgetSeconds[which],
    };
    try {
      const server = await startSchoolServer({ dataDir });
      await server.stop();
      log(`cold start (${which}): ${Math.round(server.startMs)} ms`);
      figures.push(
        figure({ group, name, unit: 's', value: server.startMs / 1000, baseline, budget }),
      );
    } catch (err) {
      figures.push(
        figure({
          group,
          name,
          unit: 's',
          value: null,
          baseline,
          budget,
          note: `${name}: ${(err as Error).message}`,
        }),
      );
    }
  }
  figures.push(
    figure({ group, name: 'bare Fastify (baseline)', unit: 's', value: bare.startMs / 1000 }),
  );
  return figures;
}
