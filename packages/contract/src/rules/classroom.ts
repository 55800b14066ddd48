/**
 * The zod-free half of api/classroom.ts: each call's method, path and who may make it. Apps import
 * these (no zod in their download); api/classroom.ts builds the endpoints from them.
 */

/** The teacher's page PUTs recording chunks to `${RECORDING_CHUNK_PATH}/:lessonId/:seq`. */
export const RECORDING_CHUNK_PATH = '/api/classroom/recording';
export const RECORDING_CHUNK_MAX_BYTES = 8 * 1024 * 1024;
/** Where a hosted classroom sends its recording (JSON, signed: decision 0020). */
export const RECORDING_CALLBACK_PATH = '/api/classroom/recording-callback';
/** The served replays' path prefix (then `:lessonId/replay.webm?exp=&sig=`). */
export const REPLAY_PATH = '/api/recordings';

export const CLASSROOM_WS_PATH = '/api/classroom/ws';

/** Lifetime of a classroom token; the page asks for a new one (liveRoom/enter) when reconnecting. */
export const CLASSROOM_TOKEN_TTL_MS = 5 * 60 * 1000;

export const CLASSROOM_LAYOUT = 'right';

export const MAX_STARS_PER_LESSON = 50;

/**
 * Close codes of the signalling WebSocket. Before closing for a reason other than leaving or the
 * end, the server sends an `error` message saying why (for people, in the request's language).
 */
export const CLASSROOM_CLOSE = {
  /** Left on purpose, or the slot ended (after `ended`). */
  NORMAL: 1000,
  /** The same participant connected again elsewhere (a reconnect): this connection is replaced. */
  REPLACED: 4000,
  /** The classroom token is missing, malformed, forged or expired: call liveRoom/enter again. */
  BAD_TOKEN: 4401,
  /** The lesson no longer exists. */
  NOT_FOUND: 4404,
  /** The classroom is not open: before the window, after the end, or the lesson was cancelled. */
  NOT_OPEN: 4409,
  /** Too many messages too fast. */
  TOO_MANY: 4429,
} as const;
