import type { ClassroomRole, ClassroomTicket } from '@school/contract/api/classroom';
import { vi } from 'vitest';
import { ClassroomSession } from '../features/classroom/session.ts';
import { FakePeer, FakeSocket, fakeStream, roomState, ticket } from './classroomFakes.ts';

/** A classroom session on the fakes of classroomFakes.ts, for the session's tests (fake timers). */

export const flush = () => vi.advanceTimersByTimeAsync(0);

export function setup(role: ClassroomRole, enter?: () => Promise<ClassroomTicket>) {
  const tickets: ClassroomTicket[] = [];
  const enterFn = vi.fn(
    enter ??
      (async () => {
        const t = ticket(role);
        tickets.push(t);
        return t;
      }),
  );
  const local = fakeStream();
  const session = new ClassroomSession({
    enter: enterFn,
    openSocket: (url) => new FakeSocket(url),
    createPeer: (config) => new FakePeer(config) as unknown as RTCPeerConnection,
    localStream: local,
    socketUrl: (t) => `ws://school.test${t.wsPath}?token=${t.token}`,
  });
  session.start();
  const socket = () => FakeSocket.all.at(-1)!;
  const peer = () => FakePeer.all.at(-1)!;
  return { session, enter: enterFn, tickets, socket, peer, local };
}

/** Connects and says welcome; the other participant present or not. */
export async function joined(role: ClassroomRole, peerPresent: boolean, state = {}) {
  const s = setup(role);
  await flush();
  s.socket().open();
  const other = role === 'teacher' ? 'student' : 'teacher';
  s.socket().receive({
    type: 'welcome',
    role,
    state: roomState({ [other]: peerPresent, [role]: true, ...state }),
  });
  await flush();
  return s;
}
