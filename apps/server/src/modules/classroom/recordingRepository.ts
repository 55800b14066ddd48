import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { REPLAY_PATH, type ReplayLink } from '@school/contract/api/classroom';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { lessons } from '../../db/schema/lessons.ts';
import { lessonRecordings, recordingChunks } from '../../db/schema/recordings.ts';
import { AppError, invalid } from '../../http/errors.ts';
import { findRoomLesson } from './repository.ts';
import { entryProblem, recordingEnabled, roleOf } from './rules.ts';
import { entryRefusal, lessonNotFound } from './service.ts';

/**
 * Lesson recordings (docs/decisions/0020): chunks uploaded by the teacher's page while the lesson
 * runs, joined into one WebM file when the lesson is settled, watched through signed short-lived
 * URLs, deleted after the retention period and with the family's account.
 */

const chunkKey = (lessonId: number, seq: number) => `lessons/${lessonId}/chunk-${seq}.webm`;
const fileKey = (lessonId: number) => `lessons/${lessonId}/replay.webm`;
/** What `lessons.recording_url` holds once a replay exists: the page asks for a signed link. */
export const replayAddress = (lessonId: number) => `${REPLAY_PATH}/${lessonId}`;

/** Lessons whose slot is still running: their recording is not joined yet. */
const OPEN = ['booked', 'in_class'] as const;
/** The last chunk, cut when the classroom ends, may arrive this long after the end of the slot. */
export const LAST_CHUNK_GRACE_MS = 30_000;

/**
 * One chunk from the teacher's page. Chunks come in order from 0: the one expected is stored,
 * one already stored is acknowledged again (a retry after a lost answer), one further ahead is
 * 1001 naming `seq` with the number expected. Only the lesson's teacher, while the classroom is
 * open (2001 for anyone else, 2004 outside the window or with recording off).
 */
export async function uploadChunk(
  ctx: AppContext,
  userId: number,
  lessonId: number,
  seq: number,
  bytes: Buffer,
): Promise<{ nextSeq: number }> {
  const lesson = await findRoomLesson(ctx.db, lessonId);
  if (!lesson || roleOf(lesson, userId) !== 'teacher') throw lessonNotFound();
  if (!recordingEnabled(ctx.config) || ctx.classroom.kind !== 'builtin')
    throw new AppError(2004, '本校未开启课程录制', 'Recording is off at this school');
  const now = ctx.clock.now();
  const problem = entryProblem(lesson, now);
  const lastChunk =
    problem === 'ended' && now.getTime() < lesson.endAt.getTime() + LAST_CHUNK_GRACE_MS;
  if (problem && !lastChunk) throw entryRefusal(problem, lesson, ctx.config.TIME_ZONE);
  return ctx.db.transaction(async (tx) => {
    await tx
      .insert(lessonRecordings)
      .values({ lessonId, startedAt: now })
      .onConflictDoNothing({ target: lessonRecordings.lessonId });
    // The row lock orders concurrent uploads of one lesson (a retry racing its original).
    const [rec] = await tx
      .select()
      .from(lessonRecordings)
      .where(eq(lessonRecordings.lessonId, lessonId))
      .for('update');
    if (!rec || rec.status !== 'recording')
      throw new AppError(2004, '本节课的录制已结束', 'This lesson’s recording is closed');
    if (seq < rec.chunks) return { nextSeq: rec.chunks };
    if (seq > rec.chunks)
      throw invalid(`seq: 应为 ${rec.chunks}`, `seq: expected ${rec.chunks}, got ${seq}`);
    const key = chunkKey(lessonId, seq);
    await ctx.recordings.write(key, bytes);
    await tx.insert(recordingChunks).values({ lessonId, seq, bytes: bytes.length, fileKey: key });
    await tx
      .update(lessonRecordings)
      .set({ chunks: seq + 1, bytes: rec.bytes + bytes.length, lastChunkAt: now })
      .where(eq(lessonRecordings.lessonId, lessonId));
    return { nextSeq: seq + 1 };
  });
}

/**
 * Joins a settled lesson's chunks (once the last chunk's grace after the end has passed) into its replay file and lists it on the lesson. Safe on several
 * copies (SKIP LOCKED); a recording of no chunks is dropped. True when this call made it ready.
 */
export async function assembleRecording(ctx: AppContext, lessonId: number): Promise<boolean> {
  const lateChunksUntil = new Date(ctx.clock.now().getTime() - LAST_CHUNK_GRACE_MS);
  const done = await ctx.db.transaction(async (tx) => {
    const [rec] = await tx
      .select({ lessonId: lessonRecordings.lessonId })
      .from(lessonRecordings)
      .innerJoin(lessons, eq(lessons.id, lessonRecordings.lessonId))
      .where(
        and(
          eq(lessonRecordings.lessonId, lessonId),
          eq(lessonRecordings.status, 'recording'),
          notInArray(lessons.status, [...OPEN]),
          lt(lessons.endAt, lateChunksUntil),
        ),
      )
      .for('update', { of: lessonRecordings, skipLocked: true });
    if (!rec) return null;
    const chunks = await tx
      .select({ fileKey: recordingChunks.fileKey, bytes: recordingChunks.bytes })
      .from(recordingChunks)
      .where(eq(recordingChunks.lessonId, lessonId))
      .orderBy(asc(recordingChunks.seq));
    const keys = chunks.map((c) => c.fileKey);
    const run = await longestRun(ctx, chunks);
    if (keys.length === 0) {
      await tx.delete(lessonRecordings).where(eq(lessonRecordings.lessonId, lessonId));
      return { keys, ready: false };
    }
    // WebM clusters of one MediaRecorder run follow each other: the chunks joined in order are
    // the file (seeking works through Range requests; decision 0020).
    const size = await ctx.recordings.concat(run, fileKey(lessonId));
    await tx.delete(recordingChunks).where(eq(recordingChunks.lessonId, lessonId));
    await tx
      .update(lessonRecordings)
      .set({ status: 'ready', fileKey: fileKey(lessonId), bytes: size, readyAt: ctx.clock.now() })
      .where(eq(lessonRecordings.lessonId, lessonId));
    await tx
      .update(lessons)
      .set({ recordingUrl: replayAddress(lessonId) })
      .where(eq(lessons.id, lessonId));
    return { keys, ready: true };
  });
  if (!done) return false;
  await removeBlobs(ctx, done.keys);
  return done.ready;
}

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/**
 * A page reload mid-lesson starts a new MediaRecorder, whose first chunk begins with a new WebM
 * header; players stop (or lose the duration) at such a join. Until runs are remuxed into one
 * file (decision 0020), the replay is the longest run.
 */
async function longestRun(ctx: AppContext, chunks: { fileKey: string; bytes: number }[]) {
  const runs: { keys: string[]; bytes: number }[] = [];
  for (const [i, c] of chunks.entries()) {
    let starts = i === 0;
    if (!starts) {
      const head: Buffer[] = [];
      for await (const b of await ctx.recordings.read(c.fileKey, 0, 3)) head.push(Buffer.from(b));
      starts = Buffer.concat(head).equals(EBML_MAGIC);
    }
    if (starts || runs.length === 0) runs.push({ keys: [], bytes: 0 });
    const run = runs[runs.length - 1]!;
    run.keys.push(c.fileKey);
    run.bytes += c.bytes;
  }
  return runs.reduce((a, b) => (b.bytes > a.bytes ? b : a)).keys;
}

/** The job's part: every recording of a settled lesson still in chunks. */
export async function assembleSettledRecordings(ctx: AppContext): Promise<number> {
  const lateChunksUntil = new Date(ctx.clock.now().getTime() - LAST_CHUNK_GRACE_MS);
  const due = await ctx.db
    .select({ lessonId: lessonRecordings.lessonId })
    .from(lessonRecordings)
    .innerJoin(lessons, eq(lessons.id, lessonRecordings.lessonId))
    .where(
      and(
        eq(lessonRecordings.status, 'recording'),
        notInArray(lessons.status, [...OPEN]),
        lt(lessons.endAt, lateChunksUntil),
      ),
    )
    .limit(50);
  let n = 0;
  for (const r of due) if (await assembleRecording(ctx, r.lessonId)) n++;
  return n;
}

async function removeBlobs(ctx: AppContext, keys: string[]) {
  for (const k of keys) {
    await ctx.recordings.remove(k).catch((err: unknown) => {
      ctx.log.warn({ err, key: k }, 'removing a recording file failed');
    });
  }
}

// ---- watching ----

const sign = (secret: string, lessonId: number, exp: number) =>
  createHmac('sha256', secret).update(`replay:${lessonId}:${exp}`).digest('hex');

/** Whether a served replay URL's signature is good and not expired. */
export function verifyReplaySignature(
  config: Config,
  lessonId: number,
  exp: number,
  sig: string,
  now: Date,
): boolean {
  if (!Number.isSafeInteger(exp) || exp < now.getTime() || !/^[0-9a-f]{64}$/.test(sig))
    return false;
  return timingSafeEqual(Buffer.from(sign(config.AUTH_SECRET, lessonId, exp)), Buffer.from(sig));
}

/**
 * A signed, short-lived URL of a lesson's replay for its family or its teacher (staff reach a
 * lesson through the console, which calls the same function). 2001 for anyone else and when the
 * lesson has no ready recording.
 */
export async function replayLink(
  ctx: AppContext,
  userId: number,
  lessonId: number,
): Promise<ReplayLink> {
  const lesson = await findRoomLesson(ctx.db, lessonId);
  if (!lesson || !roleOf(lesson, userId)) throw lessonNotFound();
  return signedReplayLink(ctx, lessonId);
}

/**
 * The same signed link for staff holding `lessons.read` (the console checked the permission):
 * any lesson's recording, once ready; 2001 otherwise.
 */
export async function signedReplayLink(ctx: AppContext, lessonId: number): Promise<ReplayLink> {
  const [rec] = await ctx.db
    .select({ status: lessonRecordings.status })
    .from(lessonRecordings)
    .where(eq(lessonRecordings.lessonId, lessonId));
  if (rec?.status !== 'ready') throw lessonNotFound();
  const exp = ctx.clock.now().getTime() + ctx.config.RECORDING_URL_TTL_SECONDS * 1000;
  const sig = sign(ctx.config.AUTH_SECRET, lessonId, exp);
  return {
    url: `${REPLAY_PATH}/${lessonId}/replay.webm?exp=${exp}&sig=${sig}`,
    expiresAt: new Date(exp).toISOString(),
  };
}

/** What a verified replay URL serves: the joined file, or the hosted provider's own URL. */
export async function servedReplay(db: Db, lessonId: number) {
  const [rec] = await db
    .select()
    .from(lessonRecordings)
    .where(and(eq(lessonRecordings.lessonId, lessonId), eq(lessonRecordings.status, 'ready')));
  return rec;
}

// ---- deleting ----

/** Removes recordings (rows, lessons' links, files) of the lessons matched; returns how many. */
async function eraseWhere(ctx: AppContext, lessonIds: number[]): Promise<number> {
  if (lessonIds.length === 0) return 0;
  const keys = await ctx.db.transaction(async (tx) => {
    const chunks = await tx
      .select({ fileKey: recordingChunks.fileKey })
      .from(recordingChunks)
      .where(inArray(recordingChunks.lessonId, lessonIds));
    const files = await tx
      .delete(lessonRecordings)
      .where(inArray(lessonRecordings.lessonId, lessonIds))
      .returning({ fileKey: lessonRecordings.fileKey });
    await tx.update(lessons).set({ recordingUrl: null }).where(inArray(lessons.id, lessonIds));
    return [
      ...chunks.map((c) => c.fileKey),
      ...files.flatMap((f) => (f.fileKey ? [f.fileKey] : [])),
    ];
  });
  await removeBlobs(ctx, keys);
  return lessonIds.length;
}

/** The retention job: recordings of lessons that started more than the retention period ago. */
export async function deleteExpiredRecordings(ctx: AppContext, now: Date): Promise<number> {
  const before = new Date(now.getTime() - ctx.config.RECORDING_RETENTION_DAYS * 86_400_000);
  const rows = await ctx.db
    .select({ lessonId: lessonRecordings.lessonId })
    .from(lessonRecordings)
    .innerJoin(lessons, eq(lessons.id, lessonRecordings.lessonId))
    .where(lt(lessons.startAt, before))
    .limit(500);
  return eraseWhere(
    ctx,
    rows.map((r) => r.lessonId),
  );
}

/** With the account: every recording of the family's lessons (called after the deletion commits). */
export async function eraseRecordingsOf(ctx: AppContext, studentId: number): Promise<number> {
  const rows = await ctx.db
    .select({ lessonId: lessonRecordings.lessonId })
    .from(lessonRecordings)
    .innerJoin(lessons, eq(lessons.id, lessonRecordings.lessonId))
    .where(eq(lessons.studentId, studentId));
  return eraseWhere(
    ctx,
    rows.map((r) => r.lessonId),
  );
}

/** A hosted classroom's recording (its verified callback): listed on the lesson at once. */
export async function saveProviderRecording(
  ctx: AppContext,
  lessonId: number,
  url: string,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [lesson] = await tx
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.id, lessonId))
      .for('update');
    if (!lesson) throw lessonNotFound();
    await tx
      .insert(lessonRecordings)
      .values({ lessonId, status: 'ready', providerUrl: url, startedAt: now, readyAt: now })
      .onConflictDoUpdate({
        target: lessonRecordings.lessonId,
        set: { status: 'ready', providerUrl: url, readyAt: now, fileKey: sql`null` },
      });
    await tx
      .update(lessons)
      .set({ recordingUrl: replayAddress(lessonId) })
      .where(eq(lessons.id, lessonId));
  });
}

/** Test hook only: moves a lesson's slot to have ended at `endAt`; null when there is no such lesson. */
export async function moveLessonEnd(db: Db, lessonId: number, endAt: Date) {
  const [lesson] = await db
    .update(lessons)
    .set({ startAt: new Date(endAt.getTime() - 30 * 60_000), endAt })
    .where(eq(lessons.id, lessonId))
    .returning({ studentId: lessons.studentId });
  return lesson ?? null;
}
