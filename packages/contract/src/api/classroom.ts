import { z } from 'zod';
import { id } from '../ids.ts';
import { endpoint } from '../endpoint.ts';
import { COURSE } from '../rules/prefixes.ts';
import {
  CLASSROOM_WS_PATH,
  CLASSROOM_TOKEN_TTL_MS,
  CLASSROOM_LAYOUT,
  MAX_STARS_PER_LESSON,
  CLASSROOM_CLOSE,
  RECORDING_CHUNK_PATH,
  RECORDING_CHUNK_MAX_BYTES,
  RECORDING_CALLBACK_PATH,
  REPLAY_PATH,
} from '../rules/classroom.ts';

// The constants live with the routes (zod-free, for every app); kept importable from here.
export {
  CLASSROOM_WS_PATH,
  CLASSROOM_TOKEN_TTL_MS,
  CLASSROOM_LAYOUT,
  MAX_STARS_PER_LESSON,
  CLASSROOM_CLOSE,
};
import { instantString } from '../envelope.ts';

/**
 * The live classroom (issue #7, docs/design/overview.md §2 providers and docs/design/booking.md §4.3).
 *
 * Entering: the lesson's student or teacher calls `liveRoom/enter` from 10 minutes before the start
 * to the end of the slot and gets a short-lived signed classroom token bound to that user and lesson.
 * - provider `builtin`: the web app opens its own classroom page (`/pages/live/live?lessonId=`),
 *   which connects to the signalling WebSocket at `wsPath?token=...` and runs 1:1 WebRTC.
 * - provider `hosted`: `url` is the configured classroom URL template filled with the spec's
 *   parameters `classid`, `token`, `userid`, `layout=right` and the school id; the web app opens it
 *   in `/pages/live/liveWeb`.
 */

export const classroomRole = z.enum(['student', 'teacher']);
export type ClassroomRole = z.infer<typeof classroomRole>;

export const iceServer = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServerConfig = z.infer<typeof iceServer>;

export const classroomTicket = z.object({
  lessonId: z.number().int(),
  provider: z.enum(['builtin', 'hosted']),
  role: classroomRole,
  token: z.string().describe('signed, short-lived, bound to this user and lesson'),
  expiresAt: instantString,
  /** The hosted classroom page to open (provider hosted); null for the built-in classroom. */
  url: z.string().nullable(),
  /** Signalling WebSocket path of the built-in classroom (append `?token=`). */
  wsPath: z.string(),
  iceServers: z.array(iceServer),
  /**
   * The RTCPeerConnection's `iceTransportPolicy`: `relay` sends the media only through the TURN
   * server (the school's ICE_TRANSPORT_POLICY), `all` lets the browsers also meet directly.
   */
  iceTransportPolicy: z.enum(['all', 'relay']),
  /**
   * The lesson is being recorded (both screens say so): the teacher's page uploads its chunks from
   * `nextSeq` on (a rejoin continues the same recording). Null when the school records nothing.
   */
  recording: z.object({ nextSeq: z.number().int().min(0) }).nullable(),
  lesson: z.object({
    title: z.string(),
    startAt: instantString,
    endAt: instantString,
    teacherName: z.string(),
    studentName: z.string(),
    /** The lesson's courseware (a PDF textbook), null when none is set. */
    coursewareUrl: z.string().nullable(),
  }),
});
export type ClassroomTicket = z.infer<typeof classroomTicket>;

export const enterClassroom = endpoint('POST', `${COURSE}/liveRoom/enter`, 'user', {
  input: z.object({ lessonId: id }),
  output: classroomTicket,
  summary:
    'Enter a lesson’s classroom (its student or teacher only, 10 min before start to the end; ' +
    '2004 outside the window, 2001 not yours)',
  tags: ['classroom'],
});

/**
 * Recording (docs/decisions/0020). The teacher's page PUTs each chunk (raw `video/webm`, at most
 * RECORDING_CHUNK_MAX_BYTES) to `${RECORDING_CHUNK_PATH}/:lessonId/:seq` with its bearer token;
 * the answer's data is `{ nextSeq }`. Chunks are numbered from 0 without gaps; sending one again is
 * harmless. A replay is watched through a signed, short-lived URL from `liveRoom/replay`.
 */
export { RECORDING_CHUNK_PATH, RECORDING_CHUNK_MAX_BYTES, RECORDING_CALLBACK_PATH, REPLAY_PATH };

export const recordingChunkReply = z.object({ nextSeq: z.number().int() });

export const replayLink = z.object({
  url: z.string().describe('signed, short-lived; supports HTTP Range'),
  expiresAt: instantString,
});
export type ReplayLink = z.infer<typeof replayLink>;

/** A signed, short-lived link to a lesson's recording (decision 0020). */
export const watchReplay = endpoint('POST', `${COURSE}/liveRoom/replay`, 'user', {
  input: z.object({ lessonId: id }),
  output: replayLink,
  summary:
    'A signed, short-lived URL of a lesson’s recording (the lesson’s family or teacher; 2001 ' +
    'otherwise or when there is none)',
  tags: ['classroom'],
});

/**
 * Signalling messages of the built-in classroom, JSON over the WebSocket. The server checks each
 * message from a client against `clientMessage` (a bad one is answered with `error`, never relayed)
 * and relays `signal` messages to the other participant unchanged.
 */
export const signalPayload = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('offer'), sdp: z.string().max(100_000) }),
  z.object({ kind: z.literal('answer'), sdp: z.string().max(100_000) }),
  z.object({
    kind: z.literal('candidate'),
    candidate: z.string().max(2_000),
    sdpMid: z.string().nullable(),
    sdpMLineIndex: z.number().int().nullable(),
  }),
]);
export type SignalPayload = z.infer<typeof signalPayload>;

export const clientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('signal'), payload: signalPayload }),
  /** Teacher only: turn the courseware to a page (1-based). */
  z.object({ type: z.literal('page'), page: z.number().int().min(1).max(10_000) }),
  /** Teacher only: give the child stars (added to the lesson's total, shown on the report). */
  z.object({ type: z.literal('stars'), add: z.number().int().min(1).max(5) }),
  /** Either side: mute / camera state, shown to the other side. */
  z.object({ type: z.literal('media'), audio: z.boolean(), video: z.boolean() }),
  z.object({ type: z.literal('ping') }),
  /** Leaving on purpose (a dropped connection is not a leave until it stays away). */
  z.object({ type: z.literal('leave') }),
]);
export type ClientMessage = z.infer<typeof clientMessage>;

export const roomState = z.object({
  page: z.number().int().min(1),
  stars: z.number().int().min(0),
  /** Who is connected now. */
  present: z.object({ student: z.boolean(), teacher: z.boolean() }),
  endsAt: instantString,
});
export type RoomState = z.infer<typeof roomState>;

export const serverMessage = z.discriminatedUnion('type', [
  /** First message after connecting: who you are and the room as it is. */
  z.object({ type: z.literal('welcome'), role: classroomRole, state: roomState }),
  z.object({ type: z.literal('state'), state: roomState }),
  /** The other participant joined (the one already there makes the offer). */
  z.object({ type: z.literal('peer-joined'), role: classroomRole }),
  z.object({ type: z.literal('peer-left'), role: classroomRole }),
  z.object({ type: z.literal('signal'), from: classroomRole, payload: signalPayload }),
  z.object({
    type: z.literal('media'),
    from: classroomRole,
    audio: z.boolean(),
    video: z.boolean(),
  }),
  z.object({ type: z.literal('pong') }),
  /** The slot has ended: the room closes. */
  z.object({ type: z.literal('ended') }),
  z.object({ type: z.literal('error'), code: z.number().int(), message: z.string() }),
]);
export type ServerMessage = z.infer<typeof serverMessage>;
