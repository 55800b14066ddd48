import type { ClassroomRole, RoomState, ServerMessage } from '@school/contract/api/classroom';

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

export interface ClassroomBus {
  /** Sends to every copy, this one included. Messages of one copy arrive in the order sent. */
  publish(m: BusMessage): Promise<void>;
  subscribe(handler: (m: BusMessage) => void): void;
  close(): Promise<void>;
}

/** One server copy (the default, and the only choice with the embedded database). */
export class InProcessBus implements ClassroomBus {
  private handlers: ((m: BusMessage) => void)[] = [];
  publish(m: BusMessage) {
    // Delivered after the caller's current step, as a remote copy would.
    queueMicrotask(() => {
      for (const h of this.handlers) h(m);
    });
    return Promise.resolve();
  }
  subscribe(handler: (m: BusMessage) => void) {
    this.handlers.push(handler);
  }
  close() {
    this.handlers = [];
    return Promise.resolve();
  }
}
