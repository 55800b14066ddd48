import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as booking from '@school/contract/api/booking';

const plugin = path.resolve(import.meta.dirname, 'contractRoutes.ts');
const apiDir = path.resolve(import.meta.dirname, '../../../packages/contract/src/api');

/**
 * What the build makes of every contract api module, keyed by file. Run in Node (as Vite runs
 * the plugin): esbuild, which loads the contract, does not start inside jsdom.
 */
function routeModules(): Record<string, string> {
  const script = `
    import { readdir } from 'node:fs/promises';
    import { routeModule } from ${JSON.stringify(plugin)};
    const dir = ${JSON.stringify(apiDir)};
    const files = (await readdir(dir, { recursive: true }))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const out = {};
    for (const f of files) out[f] = await routeModule(dir + '/' + f);
    console.log(JSON.stringify(out));`;
  const stdout = execFileSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    { encoding: 'utf8', cwd: import.meta.dirname },
  );
  return JSON.parse(stdout) as Record<string, string>;
}

describe('the contract as the families’ app downloads it', () => {
  const modules = routeModules();

  it('keeps each endpoint’s route and the plain constants, and no schema', async () => {
    const mod = (await import(
      /* @vite-ignore */ `data:text/javascript,${encodeURIComponent(modules['booking.ts']!)}`
    )) as Record<string, unknown>;
    expect(mod.listSchedule).toEqual({
      method: 'GET',
      path: booking.listSchedule.path,
      auth: 'public',
    });
    expect(mod.MAX_SLOTS_PER_BOOKING).toBe(booking.MAX_SLOTS_PER_BOOKING);
    // Schemas (zod objects) are not in it: importing one as a value fails the build.
    expect(mod.slot).toBeUndefined();
    expect(mod.lessonStatus).toBeUndefined();
  });

  it('names a console call’s permission, and imports nothing in any module', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(25);
    for (const [f, code] of Object.entries(modules)) expect(code, f).not.toMatch(/\bimport\b|zod/);
    expect(modules['admin/lessons.ts']).toContain('"auth":"staff","permission":"lessons.edit"');
  });
});
