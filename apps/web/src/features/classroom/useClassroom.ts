import { enterClassroom } from '@school/contract/api/classroom';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { request } from '../../lib/request.ts';
import { useLocalMedia } from './media.ts';
import type { MediaProblem } from './media.ts';
import { ClassroomSession } from './session.ts';
import { takeTicket } from './ticketCache.ts';
import type { ClassroomSnapshot } from './types.ts';

const idle = new ClassroomSession({
  enter: () => Promise.reject(new Error('not started')),
  openSocket: () => {
    throw new Error('not started');
  },
  createPeer: () => {
    throw new Error('not started');
  },
  localStream: null,
});

export interface Classroom {
  room: ClassroomSnapshot;
  /** Null until the devices answered (then the session starts). */
  session: ClassroomSession | null;
  localStream: MediaStream | null;
  mediaProblem: MediaProblem | null;
}

/**
 * The built-in classroom of one lesson for a page: opens camera and microphone, then a
 * ClassroomSession (signalling, WebRTC, reconnection) that lives as long as the page.
 */
export function useClassroom(lessonId: number | undefined): Classroom {
  const media = useLocalMedia(lessonId !== undefined);
  const [session, setSession] = useState<ClassroomSession | null>(null);

  useEffect(() => {
    if (lessonId === undefined || !media.ready) return;
    const s = new ClassroomSession({
      enter: () => request(enterClassroom, { lessonId }),
      openSocket: (url) => new WebSocket(url),
      createPeer: (config) => new RTCPeerConnection(config),
      localStream: media.stream,
      firstTicket: takeTicket(lessonId),
    });
    setSession(s);
    s.start();
    const online = () => s.networkBack();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      s.dispose();
    };
  }, [lessonId, media.ready, media.stream]);

  const current = session ?? idle;
  const room = useSyncExternalStore(current.subscribe, current.getSnapshot);
  return { room, session, localStream: media.stream, mediaProblem: media.problem };
}
