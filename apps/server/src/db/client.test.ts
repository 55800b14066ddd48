import { existsSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

describe.skipIf(process.env.TEST_DB === 'postgres')('embedded database folder', () => {
  it('starts from the build-time template when the data folder is new, and keeps data after', async () => {
    const template = await mkdtemp(path.join(tmpdir(), 'tpl-'));
    const made = await openDatabase({ dataDir: template, pgliteTemplate: '/nonexistent' });
    await made.close();
    // The template is the pgdata folder the first open initialised.
    const templateDir = path.join(template, 'pgdata');
    await writeFile(path.join(templateDir, 'made-by-template'), 'yes');

    const dataDir = await mkdtemp(path.join(tmpdir(), 'data-'));
    const db = await openDatabase({ dataDir, pgliteTemplate: templateDir });
    expect(existsSync(path.join(dataDir, 'pgdata', 'made-by-template'))).toBe(true);
    await db.db.execute(sql`insert into users (phone, name) values ('13900000001', 'Amy')`);
    await db.close();

    // A second start uses the folder as it is (the template is not copied over it).
    const again = await openDatabase({ dataDir, pgliteTemplate: templateDir });
    const rows = await again.db.execute(sql`select name from users where phone = '13900000001'`);
    expect((rows as unknown as { rows: { name: string }[] }).rows[0]?.name).toBe('Amy');
    await again.close();
  }, 60_000);
});
