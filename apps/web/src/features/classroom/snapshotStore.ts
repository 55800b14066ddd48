import type { ClassroomSnapshot } from './types.ts';

type Listener = () => void;

/** The classroom's state as an external store for React's useSyncExternalStore. */
export class SnapshotStore {
  protected snap: ClassroomSnapshot;
  private readonly listeners = new Set<Listener>();

  constructor(localStream: MediaStream | null) {
    this.snap = {
      state: 'connecting',
      role: null,
      ticket: null,
      page: 1,
      stars: 0,
      peerPresent: false,
      peerMedia: { audio: true, video: true },
      localMedia: {
        audio: localStream ? localStream.getAudioTracks().some((t) => t.enabled) : true,
        video: localStream ? localStream.getVideoTracks().some((t) => t.enabled) : true,
      },
      remoteStream: null,
      error: null,
    };
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): ClassroomSnapshot => this.snap;

  protected update(patch: Partial<ClassroomSnapshot>): void {
    this.snap = { ...this.snap, ...patch };
    for (const l of this.listeners) l();
  }
}
