import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { lessons } from './lessons.ts';
import { users } from './users.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The state of a lesson's built-in classroom that must survive a reconnect or a move to another
 * server copy: the courseware page the teacher turned to and the stars given so far. One row per
 * lesson, made when the first participant connects.
 */
export const classroomRooms = pgTable(
  'classroom_rooms',
  {
    lessonId: integer('lesson_id')
      .primaryKey()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    page: integer('page').notNull().default(1),
    stars: integer('stars').notNull().default(0),
    /**
     * Counts joins under the row's lock, so each connection knows which joins it saw in its
     * welcome and which came after (only a later joiner is announced as peer-joined).
     */
    joinSeq: integer('join_seq').notNull().default(0),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    check('classroom_rooms_page_check', sql`${t.page} >= 1`),
    check('classroom_rooms_stars_check', sql`${t.stars} >= 0`),
  ],
);

/**
 * Attendance of one participant (student or teacher) of a lesson, from the classroom's joins and
 * leaves. `connection_id` is the live connection (null once it left): a reconnect replaces it, so
 * the old connection's late close does not count as leaving. `last_seen_at` is refreshed by the
 * server's keep-alive, so a connection on a server copy that died stops counting as present.
 */
export const classroomAttendance = pgTable(
  'classroom_attendance',
  {
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['student', 'teacher'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    connectionId: text('connection_id'),
    firstJoinedAt: instant('first_joined_at').notNull(),
    lastJoinedAt: instant('last_joined_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull(),
    leftAt: instant('left_at'),
    joins: integer('joins').notNull().default(1),
  },
  (t) => [
    primaryKey({ name: 'classroom_attendance_pkey', columns: [t.lessonId, t.role] }),
    check('classroom_attendance_role_check', sql`${t.role} in ('student', 'teacher')`),
  ],
);

/**
 * Each stay of a participant in a lesson's classroom, one row per connection: from its join to
 * its leave (`left_at`), or, for one that never said goodbye (a server copy died), to the last
 * keep-alive (`last_seen_at`). Settling counts only the time child and teacher were in the room
 * together inside the slot (docs/design/booking.md §4.3), which needs every stay, not just the first join.
 */
export const classroomPresence = pgTable(
  'classroom_presence',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['student', 'teacher'] }).notNull(),
    connectionId: text('connection_id').notNull(),
    joinedAt: instant('joined_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull(),
    leftAt: instant('left_at'),
  },
  (t) => [
    index('classroom_presence_lesson_idx').on(t.lessonId, t.role),
    check('classroom_presence_role_check', sql`${t.role} in ('student', 'teacher')`),
  ],
);

/**
 * Signalling messages too large for a PostgreSQL NOTIFY payload (8000 bytes; an SDP offer can be
 * larger): the bus stores the message here and notifies its id. Rows older than a minute are
 * deleted by the bus itself.
 */
export const classroomRelay = pgTable(
  'classroom_relay',
  {
    id: serial('id').primaryKey(),
    payload: text('payload').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('classroom_relay_created_idx').on(t.createdAt)],
);

/**
 * Secrets the server makes itself and every copy must share (the classroom token key when
 * CLASSROOM_TOKEN_SECRET is not set): the first copy to need one inserts it, the others read it.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});
