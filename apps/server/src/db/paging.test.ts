import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { COUNT_CAP, countUpTo } from './paging.ts';
import { auditLog } from './schema/audit.ts';

describe('the capped count of the console lists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.execute(
      sql`insert into audit_log (staff_name, action, entity, entity_id)
          select 'bench', case when i <= 3 then 'rare' else 'common' end, 'family', i::text
          from generate_series(1, ${COUNT_CAP + 5}) as i`,
    );
  });
  afterAll(() => t.close());

  it('stops at the cap and says there are more', async () => {
    const all = await countUpTo(t.database.db, auditLog, eq(auditLog.entity, 'family'));
    expect(all).toEqual({ total: COUNT_CAP, more: true });
  });

  it('counts exactly below the cap', async () => {
    const few = await countUpTo(t.database.db, auditLog, eq(auditLog.action, 'rare'));
    expect(few).toEqual({ total: 3, more: false });
    const none = await countUpTo(t.database.db, auditLog, eq(auditLog.action, 'none'));
    expect(none).toEqual({ total: 0, more: false });
  });
});
