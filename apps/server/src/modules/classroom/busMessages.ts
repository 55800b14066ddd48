import type { ClassroomRole, RoomState, ServerMessage } from '@school/contract/api/classroom';
import { channel, type Bus, type Channel } from '../../cluster/bus.ts';

/**
 * What the server copies tell each other about a lesson's classroom. Every copy receives every
 * message (its own too) and delivers it to the connections of that lesson it holds, so the two
 * participants may be connected to different copies.
 */
export type BusMessage =
  /** A participant connected; a connection of the same role elsewhere is replaced by it. */
  | { t: 'joined'; lessonId: number; role: ClassroomRole; connId: string; seq: number }
  | { t: 'left'; lessonId: number; role: ClassroomRole }
  /** A message for the participant of role `to` (signal, media). */
  | { t: 'relay'; lessonId: number; to: ClassroomRole; msg: ServerMessage }
  /** The room changed (page, stars): for everyone in it. */
  | { t: 'state'; lessonId: number; state: RoomState };

export type ClassroomChannel = Channel<BusMessage>;

export const classroomChannel = (bus: Bus): ClassroomChannel =>
  channel<BusMessage>(bus, 'classroom');
