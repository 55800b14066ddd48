import path from 'node:path';

export const benchDir = path.resolve(import.meta.dirname, '..');
export const repoRoot = path.resolve(benchDir, '..');
export const serverMain = path.join(repoRoot, 'apps/server/dist/main.js');
export const webDist = path.join(repoRoot, 'apps/web/dist');
export const resultsFile = path.join(benchDir, 'results/latest.json');
export const fixturesDir = path.join(benchDir, 'fixtures');
