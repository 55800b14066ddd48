import type { ClassroomRole, IceServerConfig } from '@school/contract/api/classroom';

/** Who enters which lesson's classroom, with the signed classroom token just issued. */
export interface ClassroomEntry {
  lessonId: number;
  userId: number;
  role: ClassroomRole;
  token: string;
}

/**
 * The live classroom (docs/design/overview.md §2 providers): the built-in 1:1 WebRTC classroom (default) or a
 * hosted classroom page. The server issues the same signed token for both; the provider says
 * where the participant goes with it and whether the server sees joins and leaves.
 */
export interface ClassroomProvider {
  readonly kind: 'builtin' | 'hosted';
  /**
   * The built-in classroom runs the signalling itself, so it records attendance; a hosted page
   * does not tell the server who came, so a lesson there is finished unless the teacher marks
   * the student absent.
   */
  readonly recordsAttendance: boolean;
  /** The page to open (hosted), or null: the web app opens its own classroom page. */
  roomUrl(entry: ClassroomEntry): string | null;
  /** STUN/TURN servers for the browser's RTCPeerConnection (built-in only). */
  iceServers(): IceServerConfig[];
}
