import type { ClassroomRole, ClassroomTicket } from '@school/contract/api/classroom';
import { CLASSROOM_CLOSE } from '@school/contract/rules/classroom';

/** The classroom session's view of the room, and what it needs from the browser. */

export type ConnectionState =
  'connecting' | 'waiting' | 'connected' | 'reconnecting' | 'ended' | 'left' | 'failed';

export interface MediaState {
  audio: boolean;
  video: boolean;
}

export interface ClassroomSnapshot {
  state: ConnectionState;
  role: ClassroomRole | null;
  /** The latest ticket: the lesson's title, names and courseware. */
  ticket: ClassroomTicket | null;
  page: number;
  stars: number;
  /** The other participant is in the room (signalling), whether or not the media flows yet. */
  peerPresent: boolean;
  peerMedia: MediaState;
  localMedia: MediaState;
  remoteStream: MediaStream | null;
  /** The server's refusal or error message, shown to the user. */
  error: string | null;
}

/** What the session needs from the browser: a WebSocket and RTCPeerConnection (fakes in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: Event) => void) | null;
  onmessage: ((ev: MessageEvent) => void) | null;
  onclose: ((ev: CloseEvent) => void) | null;
  onerror: ((ev: Event) => void) | null;
}

export interface SessionDeps {
  /** liveRoom/enter: a fresh ticket (token) for every connection. */
  enter: () => Promise<ClassroomTicket>;
  openSocket: (url: string) => SocketLike;
  createPeer: (config: RTCConfiguration) => RTCPeerConnection;
  /** The camera and microphone, or null when the device gave none. */
  localStream: MediaStream | null;
  /** Builds the socket URL from the ticket (defaults to this page's host). */
  socketUrl?: (ticket: ClassroomTicket) => string;
  /** A ticket already fetched (the entry page's), used for the first connection when still fresh. */
  firstTicket?: ClassroomTicket;
}

export const SOCKET_OPEN = 1;
export const PING_EVERY_MS = 15_000;
/** No message at all for this long (pongs included) means the connection is dead. */
export const SILENCE_LIMIT_MS = 40_000;
/**
 * ICE restarts after the media path broke (peerControl.ts): the teacher's first at once, the
 * student's a moment later (so the two seldom offer together), then one every EVERY_MS until the
 * connection is back; after GIVE_UP_MS everything is rebuilt through a fresh socket.
 */
export const ICE_RESTART_FIRST_MS = { impolite: 0, polite: 500 } as const;
export const ICE_RESTART_EVERY_MS = 1_500;
export const ICE_RESTART_GIVE_UP_MS = 60_000;
/** A ping the socket has not answered within this long (while recovering) means it is dead. */
export const PROBE_TIMEOUT_MS = 1_500;
/**
 * Close codes of the signalling socket (the contract's). Before such a close the server sends an
 * `error` message saying why.
 */
export const CLOSE = CLASSROOM_CLOSE;
/** Closes after which reconnecting cannot help. */
export const FINAL_CLOSES: ReadonlySet<number> = new Set([
  CLOSE.REPLACED,
  CLOSE.NOT_FOUND,
  CLOSE.NOT_OPEN,
]);

export const backoffMs = (attempt: number) => Math.min(500 * 2 ** attempt, 8_000);

export function defaultSocketUrl(ticket: ClassroomTicket): string {
  const { protocol, host } = window.location;
  const scheme = protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${host}${ticket.wsPath}?token=${encodeURIComponent(ticket.token)}`;
}
