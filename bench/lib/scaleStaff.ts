import { createHash, randomBytes } from 'node:crypto';
// `pg` comes from the workspace root (the server depends on it).
import pg from 'pg';

export type BenchStaffRole = 'academic' | 'finance' | 'support';

/**
 * A staff member of `role` signed in on the seeded school, for the console's lists (each list
 * is read by a role that holds its permission, as in the school). Written straight into the database as `modules/staff/service.ts#openStaffSession`
 * would (token hash `sha256("staff:" + token)`, 12 hours), so the bench needs no SMS round trip.
 */
export async function benchStaffToken(databaseUrl: string, role: BenchStaffRole): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const phone = `1379${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const user = await db.query<{ id: number }>(
      `insert into users (phone, name, role, created_at, updated_at)
       values ($1, $2, 'student', now(), now()) returning id`,
      [phone, `bench ${role}`],
    );
    const member = await db.query<{ id: number }>(
      `insert into staff_members (user_id, phone, name, role) values ($1, $2, $3, $4) returning id`,
      [user.rows[0]!.id, phone, `bench ${role}`, role],
    );
    await db.query(
      `insert into staff_sessions (staff_id, token_hash, role, ip, created_at, last_used_at, expires_at)
       values ($1, $2, $3, '127.0.0.1', now(), now(), now() + interval '12 hours')`,
      [member.rows[0]!.id, createHash('sha256').update(`staff:${token}`).digest('hex'), role],
    );
  } finally {
    await db.end();
  }
  return token;
}
