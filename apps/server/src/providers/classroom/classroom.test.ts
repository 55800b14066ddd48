import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { createClassroomProvider } from './index.ts';

const entry = { lessonId: 7, userId: 42, role: 'student' as const, token: 'v1.7.42.s.1.sig' };

describe('classroom providers', () => {
  it('the built-in classroom is the default: no page to open, ICE servers from the setting', () => {
    const builtin = createClassroomProvider(loadConfig({}));
    expect([builtin.kind, builtin.roomUrl(entry), builtin.iceServers()]).toEqual([
      'builtin',
      null,
      [],
    ]);
    const ice = [{ urls: 'turn:turn.example.com:3478', username: 'u', credential: 'p' }];
    const withIce = createClassroomProvider(loadConfig({ ICE_SERVERS: JSON.stringify(ice) }));
    expect(withIce.iceServers()).toEqual(ice);
  });

  it('relays only when a TURN server is configured', () => {
    const fixed = [{ urls: 'turn:turn.example.com:3478', username: 'u', credential: 'p' }];
    const relay = { ICE_TRANSPORT_POLICY: 'relay' };
    expect(loadConfig({}).ICE_TRANSPORT_POLICY).toBe('all');
    expect(
      loadConfig({ ...relay, TURN_URLS: 'turn:turn.example.com', TURN_SECRET: 'secret' })
        .ICE_TRANSPORT_POLICY,
    ).toBe('relay');
    expect(loadConfig({ ...relay, ICE_SERVERS: JSON.stringify(fixed) }).ICE_TRANSPORT_POLICY).toBe(
      'relay',
    );
  });

  it('the hosted page fills the template’s placeholders, URL-encoded', () => {
    const hosted = createClassroomProvider(
      loadConfig({
        CLASSROOM_PROVIDER: 'hosted',
        CLASSROOM_URL_TEMPLATE:
          'https://class.example.com/r/{classid}?t={token}&u={userid}&layout={layout}&s={schoolid}',
        CLASSROOM_SCHOOL_ID: 'a b&c',
      }),
    );
    expect(hosted.roomUrl(entry)).toBe(
      'https://class.example.com/r/7?t=v1.7.42.s.1.sig&u=42&layout=right&s=a%20b%26c',
    );
    expect(hosted.recordsAttendance).toBe(false);
  });

  it.each([
    [{ ICE_SERVERS: '[{urls:' }, /ICE_SERVERS="\[\{urls:": must be JSON/],
    [{ ICE_SERVERS: '[{"user":"x"}]' }, /ICE_SERVERS=.*urls/],
    [
      { CLASSROOM_PROVIDER: 'hosted' },
      /CLASSROOM_URL_TEMPLATE: must be set when CLASSROOM_PROVIDER=hosted/,
    ],
    [
      { CLASSROOM_URL_TEMPLATE: 'ftp://x' },
      /CLASSROOM_URL_TEMPLATE="ftp:\/\/x": must be an http\(s\) URL/,
    ],
    [{ CLASSROOM_TOKEN_SECRET: 'short' }, /CLASSROOM_TOKEN_SECRET="short": must be at least 16/],
    // Relay only, with nothing to relay through, would leave every lesson without video.
    [{ ICE_TRANSPORT_POLICY: 'relay' }, /ICE_TRANSPORT_POLICY=relay: needs a TURN server/],
    [
      { ICE_TRANSPORT_POLICY: 'relay', ICE_SERVERS: '[{"urls":"stun:stun.example.com"}]' },
      /ICE_TRANSPORT_POLICY=relay: needs a TURN server/,
    ],
    [{ ICE_TRANSPORT_POLICY: 'sometimes' }, /ICE_TRANSPORT_POLICY/],
  ])('stops on bad classroom settings (%o)', (env, message) => {
    expect(() => loadConfig(env)).toThrowError(ConfigError);
    expect(() => loadConfig(env)).toThrowError(message);
  });
});
