import { and, asc, eq } from 'drizzle-orm';
import { listMessages } from '@school/contract/api/notifications';
import type { TestApp } from '../../../test/helpers.ts';
import {
  createSlot,
  createStudent,
  createTeacherAccount,
  giveCredits,
} from '../../../test/factories.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';
import { bookSlots } from '@school/contract/api/booking';

/** Test helpers of notifications (never imported by the server itself). */

export const H = 3600_000;

let phoneSeq = 0;
/** A family with a phone (SMS can reach it) and credits, and a teacher with a login. */
export async function familyAndTeacher(t: TestApp, credits = 5) {
  const db = t.database.db;
  const now = t.clock.now();
  const kid = await createStudent(db, now, { name: 'Lucy' });
  const phone = `137${String(process.pid % 10_000).padStart(4, '0')}${String(++phoneSeq).padStart(4, '0')}`;
  await db.update(users).set({ phone }).where(eq(users.id, kid.id));
  if (credits > 0) await giveCredits(db, kid.id, credits, now);
  const teacher = await createTeacherAccount(db, now, { name: 'Emily' });
  return { kid: { ...kid, phone }, teacher };
}

/** Books one slot of the teacher at `startAt` through the API; returns the lesson id. */
export async function bookAt(
  t: TestApp,
  token: string,
  teacherId: number,
  startAt: Date,
): Promise<number> {
  const slot = await createSlot(t.database.db, teacherId, startAt);
  const res = await t.api(bookSlots, { slotIds: [slot] }, { token });
  if (res.body.code !== 0) throw new Error(`booking: ${JSON.stringify(res.body)}`);
  return res.body.data.lessons[0]!.id;
}

/** A user's notification rows by channel: `event/status`, oldest first. */
export async function rowsOf(t: TestApp, userId: number, channel: 'inapp' | 'sms' | 'push') {
  const rows = await t.database.db
    .select({ event: notifications.event, status: notifications.status })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.channel, channel)))
    .orderBy(asc(notifications.id));
  return rows.map((r) => `${r.event}/${r.status}`);
}

export interface Inbox {
  list: {
    id: number;
    event: string;
    title: string;
    body: string;
    link: string | null;
    read: boolean;
  }[];
  total: number;
  unread: number;
}

export async function inbox(t: TestApp, token: string, lang?: string) {
  const res = await t.api(listMessages, undefined, {
    token,
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });
  if (res.body.code !== 0) throw new Error(`messages/list: ${JSON.stringify(res.body)}`);
  return res.body.data;
}
