import { generateKeyPairSync } from 'node:crypto';

let alipayKeys: { publicKey: string; privateKey: string } | undefined;

/**
 * Settings production accepts: own secrets, no demo data, Aliyun SMS and Alipay (pointed at
 * 127.0.0.1 unless the test gives other addresses). Key generation is done once per file.
 */
export function productionEnv(over: Record<string, string> = {}): Record<string, string> {
  alipayKeys ??= generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    NODE_ENV: 'production',
    AUTH_SECRET: 'a-production-auth-secret-0123',
    DEMO_DATA: 'false',
    SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:9/',
    ALIYUN_SMS_ACCESS_KEY_ID: 'test-key-id',
    ALIYUN_SMS_ACCESS_KEY_SECRET: 'test-key-secret',
    ALIYUN_SMS_SIGN_NAME: 'School',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
    PAYMENT_PROVIDER: 'alipay',
    PAYMENT_SANDBOX_SECRET: 'a-production-sandbox-secret-0123',
    ALIPAY_APP_ID: '2021000000000001',
    ALIPAY_PRIVATE_KEY: alipayKeys.privateKey.replace(/\n/g, '\\n'),
    ALIPAY_PUBLIC_KEY: alipayKeys.publicKey.replace(/-----[^-]+-----|\s/g, ''),
    ALIPAY_GATEWAY: 'http://127.0.0.1:9/gateway.do',
    PUBLIC_BASE_URL: 'https://school.example',
    ...over,
  };
}
