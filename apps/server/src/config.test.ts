import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_PAYMENT_SANDBOX_SECRET, loadConfig } from './config.ts';
import { productionEnv } from '../test/productionEnv.ts';

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
    ['LOG_FORMAT', 'xml', /LOG_FORMAT="xml": must be auto, json or pretty/],
    ['METRICS_TOKEN', 'short', /METRICS_TOKEN="short": must be at least 16 characters/],
    ['BACKUP_SCHEDULE', '3am', /BACKUP_SCHEDULE="3am": must be a time of day such as 03:00/],
    ['BACKUP_SCHEDULE', '24:00', /BACKUP_SCHEDULE="24:00": must be a time of day/],
    ['BACKUP_TO', 's3://', /BACKUP_TO="s3:\/\/": must be a folder or s3:\/\/bucket\/prefix/],
    ['BACKUP_KEEP', '0', /BACKUP_KEEP="0": must be at least 1/],
  ])('stops on a bad %s naming the setting', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrowError(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrowError(message);
  });

  it('takes a daily backup time with somewhere to put it', () => {
    expect(loadConfig({ BACKUP_SCHEDULE: 'daily@03:30', BACKUP_TO: '/b' }).BACKUP_SCHEDULE).toBe(
      '03:30',
    );
    expect(() => loadConfig({ BACKUP_SCHEDULE: '03:00' })).toThrowError(
      /BACKUP_TO: must be set when BACKUP_SCHEDULE is/,
    );
    expect(() => loadConfig({ BACKUP_TO: 's3://backups/school' })).toThrowError(
      /S3_ENDPOINT: must be set when BACKUP_TO is an s3:\/\/ address/,
    );
  });

  it('requires the provider settings of a real SMS provider', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'aliyun' })).toThrowError(
      /ALIYUN_SMS_ACCESS_KEY_ID: must be set/,
    );
  });

  it('takes TRUST_PROXY as a hop count or proxy addresses, never "trust everyone"', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'fd00::/8' }).TRUST_PROXY).toEqual(['fd00::/8']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrowError(
      /^Invalid configuration: TRUST_PROXY="true": trusting every address lets any client forge X-Forwarded-For; give the number of proxies/,
    );
    for (const bad of ['10.0.0.0/33', 'proxy.example.com', '11', '1.2.3'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrowError(/TRUST_PROXY=/);
  });
});

describe('production', () => {
  it('refuses what stands in for a real service or has a public default, one line per setting', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      message = (err as Error).message;
    }
    const lines = message.split('\n');
    for (const setting of [
      'AUTH_SECRET',
      'DEMO_DATA',
      'SMS_PROVIDER=outbox',
      'PAYMENT_PROVIDER=sandbox',
      'PAYMENT_SANDBOX_SECRET',
    ])
      expect(lines.filter((l) => l.startsWith(`Invalid configuration: ${setting}`))).toHaveLength(
        1,
      );
    expect(lines).toHaveLength(5);
  });

  it('starts with real providers and secrets of its own', () => {
    const c = loadConfig(productionEnv());
    expect([c.SMS_PROVIDER, c.PAYMENT_PROVIDER]).toEqual(['aliyun', 'alipay']);
    for (const [name, value] of [
      ['SMS_PROVIDER', 'outbox'],
      ['PAYMENT_PROVIDER', 'sandbox'],
      ['PAYMENT_SANDBOX_SECRET', DEV_PAYMENT_SANDBOX_SECRET],
    ])
      expect(() => loadConfig({ ...productionEnv(), [name!]: value })).toThrowError(
        new RegExp(`^Invalid configuration: ${name}.*when NODE_ENV=production[^\n]*$`),
      );
  });
});
