import type { RawData } from 'ws';
import { CLASSROOM_CLOSE, clientMessage, type ClientMessage } from '@school/contract/api/classroom';
import type { AppContext } from '../../context.ts';
import { entryProblem, roleOf } from './rules.ts';
import { entryRefusal } from './service.ts';
import { verifyClassroomToken, type ClassroomClaims } from './tokens.ts';
import * as repo from './repository.ts';

/** What the signalling socket checks: who connects (at connect time) and each message. */

/** Why a connection or a message is refused: the `error` message's code and texts. */
export interface Refusal {
  code: number;
  zh: string;
  en: string;
  /** The WebSocket close code (connections only). */
  close: number;
}

const badToken = (expired: boolean): Refusal => ({
  code: 1003,
  zh: expired ? '课堂凭证已过期，请重新进入教室' : '课堂凭证无效',
  en: expired ? 'The classroom token has expired: enter again' : 'Invalid classroom token',
  close: CLASSROOM_CLOSE.BAD_TOKEN,
});

/**
 * A connection's token (signed, not expired, still naming the lesson's student or teacher) and
 * the lesson's classroom being open now. Token expiry counts only here: an open connection may
 * stay to the end of the slot.
 */
export async function authorizeConnection(
  ctx: AppContext,
  key: Buffer,
  token: unknown,
  now: Date,
): Promise<
  | { ok: true; claims: ClassroomClaims; lesson: repo.RoomLessonRow }
  | { ok: false; refusal: Refusal }
> {
  const claims = typeof token === 'string' ? verifyClassroomToken(key, token, now) : 'malformed';
  if (typeof claims === 'string') return { ok: false, refusal: badToken(claims === 'expired') };
  const lesson = await repo.findRoomLesson(ctx.db, claims.lessonId);
  if (!lesson)
    return {
      ok: false,
      refusal: {
        code: 2001,
        zh: '课程不存在',
        en: 'No such lesson',
        close: CLASSROOM_CLOSE.NOT_FOUND,
      },
    };
  if (roleOf(lesson, claims.userId) !== claims.role) return { ok: false, refusal: badToken(false) };
  const problem = entryProblem(lesson, now);
  if (problem) {
    const e = entryRefusal(problem, lesson, ctx.config.TIME_ZONE);
    return {
      ok: false,
      refusal: {
        code: 2004,
        zh: e.message,
        en: e.messageEn ?? e.message,
        close: CLASSROOM_CLOSE.NOT_OPEN,
      },
    };
  }
  return { ok: true, claims, lesson };
}

/** A client message checked against the contract, or the `error` to answer it with. */
export function parseClientMessage(
  data: RawData,
  isBinary: boolean,
): ClientMessage | Omit<Refusal, 'close'> {
  if (isBinary) return { code: 1001, zh: '消息须为 JSON 文本', en: 'Messages must be JSON text' };
  let json: unknown;
  try {
    json = JSON.parse(rawText(data));
  } catch {
    return { code: 1001, zh: '消息不是有效的 JSON', en: 'The message is not valid JSON' };
  }
  const parsed = clientMessage.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.join('.') || 'message';
  const why = issue?.message ?? 'invalid';
  return { code: 1001, zh: `消息有误 ${where}: ${why}`, en: `Invalid message ${where}: ${why}` };
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}
