import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { loadConfig } from '../../config.ts';
import { AliyunSms, percentEncode, signRpc, SmsProviderError } from './aliyun.ts';
import { createSmsSender } from './index.ts';
import { FakeAliyun, KEY_ID, SECRET } from './fakeAliyun.ts';
import { sendSms } from '@school/contract/api/basic';

describe('Aliyun RPC signature', () => {
  it('reproduces the SendSms example of Aliyun’s documentation', () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(signRpc('GET', params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('reproduces the DescribeRegions example of the RPC signature documentation', () => {
    const params = {
      Format: 'XML',
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Version: '2014-05-26',
      Timestamp: '2016-02-23T12:46:24Z',
    };
    expect(signRpc('GET', params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });

  it('percent-encodes as RFC 3986 asks', () => {
    expect(percentEncode('a b')).toBe('a%20b');
    expect(percentEncode("*!'()")).toBe('%2A%21%27%28%29');
    expect(percentEncode('~-_.')).toBe('~-_.');
    expect(percentEncode('/=&+')).toBe('%2F%3D%26%2B');
    expect(percentEncode('派')).toBe('%E6%B4%BE');
  });
});

describe('AliyunSms against a fake Aliyun', () => {
  const fake = new FakeAliyun();
  beforeAll(() => new Promise<void>((ok) => fake.server.listen(0, '127.0.0.1', ok)));
  afterAll(() => new Promise<void>((ok) => fake.server.close(() => ok())));
  beforeEach(() => {
    fake.answer = null;
    fake.received = [];
  });

  const sender = (secret = SECRET) =>
    new AliyunSms({
      endpoint: fake.endpoint,
      accessKeyId: KEY_ID,
      accessKeySecret: secret,
      signName: '英语学堂',
      templateCode: 'SMS_123456789',
    });

  it('sends a correctly signed SendSms with the code as TemplateParam', async () => {
    await sender().send('13800000000', '012345', 'login');
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]).toMatchObject({
      PhoneNumbers: '13800000000',
      TemplateParam: '{"code":"012345"}',
      RegionId: 'cn-hangzhou',
    });
  });

  it('is refused with a wrong secret', async () => {
    const err = await sender('not-the-secret')
      .send('13800000000', '123456', 'login')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SmsProviderError);
    expect((err as SmsProviderError).providerCode).toBe('SignatureDoesNotMatch');
  });

  it('treats a non-OK Code as a failure even with HTTP 200', async () => {
    fake.answer = {
      status: 200,
      body: { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控', RequestId: 'R3' },
    };
    const err = await sender()
      .send('13800000000', '123456', 'login')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SmsProviderError);
    expect((err as SmsProviderError).providerCode).toBe('isv.BUSINESS_LIMIT_CONTROL');
    expect((err as SmsProviderError).requestId).toBe('R3');
  });

  it('fails clearly on a non-JSON answer and on an unreachable endpoint', async () => {
    fake.answer = { status: 502, body: '<html>' };
    await expect(sender().send('13800000000', '123456', 'login')).rejects.toThrow(SmsProviderError);
    const down = new AliyunSms({
      endpoint: 'http://127.0.0.1:1/',
      accessKeyId: KEY_ID,
      accessKeySecret: SECRET,
      signName: '英语学堂',
      templateCode: 'SMS_123456789',
    });
    await expect(down.send('13800000000', '123456', 'login')).rejects.toThrow(/unreachable/);
  });

  it('is what SMS_PROVIDER=aliyun selects', () => {
    const config = loadConfig({
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: KEY_ID,
      ALIYUN_SMS_ACCESS_KEY_SECRET: SECRET,
      ALIYUN_SMS_SIGN_NAME: '英语学堂',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_123456789',
    });
    expect(createSmsSender(config).name).toBe('aliyun');
    expect(() => loadConfig({ SMS_PROVIDER: 'aliyun' })).toThrow(/ALIYUN_SMS_ACCESS_KEY_ID/);
  });

  it('serves sms/send in the app; a provider refusal answers 5000 without details', async () => {
    const t = await createTestApp({}, { sms: sender() });
    try {
      const ok = await t.api(sendSms, { phone: '13900000001', type: 'login' });
      expect(ok.body.code).toBe(0);
      expect(fake.received.at(-1)!.PhoneNumbers).toBe('13900000001');
      fake.answer = {
        status: 200,
        body: { Code: 'isv.AMOUNT_NOT_ENOUGH', Message: '账户余额不足' },
      };
      const refused = await t.api(sendSms, { phone: '13900000002', type: 'login' });
      expect(refused.status).toBe(500);
      expect(refused.body.code).toBe(5000);
      expect(refused.body.message).not.toMatch(/AMOUNT|余额|aliyun/i);
    } finally {
      await t.close();
    }
  });
});
