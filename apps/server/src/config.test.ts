import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('config', () => {
  it('has defaults that work offline', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(8080);
    expect(c.DATA_DIR).toBe('./data');
    expect(c.databaseKind).toBe('pglite');
    expect(c.SMS_PROVIDER).toBe('outbox');
    expect(c.TIME_ZONE).toBe('Asia/Shanghai');
    expect(c.DEMO_DATA).toBe(true);
  });

  it('picks PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).databaseKind).toBe('postgres');
  });

  it.each([
    ['PORT', 'eighty', /PORT="eighty": must be a number/],
    ['PORT', '70000', /PORT="70000": must be at most 65535/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL="mysql:\/\/x": must be a postgres:\/\/ URL/],
    ['TIME_ZONE', 'Mars/Base', /TIME_ZONE="Mars\/Base": must be an IANA time zone/],
    ['DEMO_DATA', 'maybe', /DEMO_DATA="maybe": must be true or false/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL="loud"/],
  ])('stops on a bad %s naming the setting', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrowError(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrowError(message);
  });

  it('requires the provider settings of a real SMS provider', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'aliyun' })).toThrowError(
      /ALIYUN_SMS_ACCESS_KEY_ID: must be set/,
    );
  });
});
