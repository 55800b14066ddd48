import { describe, expect, it } from 'vitest';
import { turnCredential, turnServer } from './turn.ts';

/** TURN REST API credentials as coturn's use-auth-secret checks them (issue 31). */
describe('TURN credentials', () => {
  it('username is <expiry>:<id>, password base64(HMAC-SHA1(secret, username))', () => {
    // The expected password computed independently (Python's hmac module).
    expect(turnCredential('north-wind-secret', 'l7u42', new Date('2027-01-01T00:00:00Z'))).toEqual({
      username: '1798761600:l7u42',
      credential: 's9WKajUvDWBl4JbnZjc+9jhRQzU=',
    });
  });

  it('is valid until the lesson ends plus the margin, and absent without a secret', () => {
    const end = new Date('2027-01-01T00:00:00Z');
    const turn = { urls: ['turn:turn.example.com:3478'], secret: 's', marginSeconds: 1800 };
    expect(turnServer(turn, 'x', end)).toMatchObject({
      urls: ['turn:turn.example.com:3478'],
      username: `${1798761600 + 1800}:x`,
    });
    expect(turnServer({ ...turn, secret: '' }, 'x', end)).toBeNull();
    expect(turnServer({ ...turn, urls: [] }, 'x', end)).toBeNull();
  });
});
