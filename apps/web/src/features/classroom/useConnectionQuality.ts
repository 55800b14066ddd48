import { useEffect, useRef, useState } from 'react';
import { classifyQuality, QUALITY_EVERY_MS, type LinkSample, type Quality } from './quality.ts';
import type { ClassroomSession } from './session.ts';
import type { ClassroomSnapshot } from './types.ts';

/**
 * The connection quality the classroom shows (quality.ts): from getStats every QUALITY_EVERY_MS
 * while connected; lost while reconnecting; null (nothing shown) while nobody else is in the room,
 * before the first connection and after the room closed.
 */
export function useConnectionQuality(
  session: ClassroomSession | null,
  room: ClassroomSnapshot,
): Quality | null {
  const [quality, setQuality] = useState<Quality | null>(null);
  const expectVideo = useRef(room.peerMedia.video);
  expectVideo.current = room.peerMedia.video;
  const connected = room.state === 'connected';

  useEffect(() => {
    setQuality(null);
    if (!session || !connected) return;
    let prev: LinkSample | null = null;
    let gone = false;
    const look = async () => {
      const cur = await session.linkSample().catch(() => null);
      if (gone) return;
      if (!cur) {
        prev = null;
        setQuality('lost');
        return;
      }
      setQuality(classifyQuality(prev, cur, expectVideo.current).quality);
      prev = cur;
    };
    void look();
    const timer = setInterval(() => void look(), QUALITY_EVERY_MS);
    return () => {
      gone = true;
      clearInterval(timer);
    };
  }, [session, connected]);

  if (room.state === 'reconnecting') return 'lost';
  return connected ? quality : null;
}
