import { useEffect, useRef, useState, type RefObject } from 'react';
import { LessonRecorder } from './recorder.ts';
import type { ClassroomSnapshot } from './types.ts';

/**
 * The teacher's page records the lesson while the ticket says it is recorded; the recorder lives
 * as long as the page (a signalling reconnect keeps it: the recording simply goes on) and stops,
 * sending its last chunk, when the lesson ends or the page goes. Returns whether uploads are
 * failing right now (the page says so).
 */
export function useLessonRecorder(
  room: ClassroomSnapshot,
  localStream: MediaStream | null,
  root: RefObject<HTMLElement | null>,
): boolean {
  const [failing, setFailing] = useState(false);
  const recorder = useRef<LessonRecorder | null>(null);
  const ticket = room.ticket;
  const wanted =
    room.role === 'teacher' &&
    ticket?.provider === 'builtin' &&
    ticket.recording !== null &&
    room.state !== 'ended' &&
    room.state !== 'left' &&
    room.state !== 'failed';
  const lessonId = ticket?.lessonId;
  const nextSeq = ticket?.recording?.nextSeq ?? 0;

  useEffect(() => {
    if (!wanted || lessonId === undefined || !LessonRecorder.supported()) return;
    const q = <T extends Element>(sel: string) => root.current?.querySelector<T>(sel) ?? null;
    const r = new LessonRecorder({
      lessonId,
      nextSeq,
      localStream,
      sources: {
        courseware: () => q<HTMLCanvasElement>('canvas'),
        remote: () => q<HTMLVideoElement>('[data-testid="remote-video"]'),
        local: () => q<HTMLVideoElement>('[data-testid="self-video"]'),
      },
      onTrouble: setFailing,
    });
    recorder.current = r;
    r.start();
    return () => {
      recorder.current = null;
      void r.stop();
    };
    // nextSeq is read once: the recorder counts on by itself while the page lives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, lessonId, localStream, root]);

  useEffect(() => {
    recorder.current?.setRemoteStream(room.remoteStream);
  }, [room.remoteStream, wanted]);

  return failing;
}
