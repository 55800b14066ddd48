import type { IceServerConfig } from '@school/contract/api/classroom';
import type { ClassroomProvider } from './types.ts';

/** The built-in classroom: the web app's own page, signalling over the server's WebSocket. */
export class BuiltinClassroom implements ClassroomProvider {
  readonly kind = 'builtin' as const;
  readonly recordsAttendance = true;
  constructor(private readonly ice: IceServerConfig[]) {}
  roomUrl() {
    return null;
  }
  iceServers() {
    return this.ice;
  }
}
