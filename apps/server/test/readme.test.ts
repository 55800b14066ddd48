import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { settings } from '../src/config.ts';

describe('README', () => {
  it('documents every setting of the server', async () => {
    const readme = await readFile(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
    const missing = Object.keys(settings).filter((name) => !readme.includes(`| \`${name}\` |`));
    expect(missing).toEqual([]);
  });
});
