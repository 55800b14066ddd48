import { createHmac } from 'node:crypto';
import type { IceServerConfig } from '@school/contract/api/classroom';

/**
 * TURN credentials from a shared secret (coturn `use-auth-secret`, the TURN REST API
 * convention): username `<expiry unix seconds>:<id>`, password base64(HMAC-SHA1(secret,
 * username)). coturn refuses them after the expiry; nothing is stored. docs/design/running.md §14.
 */
export function turnCredential(secret: string, id: string, expiresAt: Date) {
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${id}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

export interface TurnSettings {
  urls: string[];
  secret: string;
  marginSeconds: number;
}

/** The TURN entry of a ticket, valid until the lesson's end plus the margin; none when unset. */
export function turnServer(
  turn: TurnSettings,
  id: string,
  lessonEnd: Date,
): IceServerConfig | null {
  if (turn.urls.length === 0 || !turn.secret) return null;
  const expiresAt = new Date(lessonEnd.getTime() + turn.marginSeconds * 1000);
  return { urls: turn.urls, ...turnCredential(turn.secret, id, expiresAt) };
}
