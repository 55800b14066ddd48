import { startFakeWechat } from './wechatFake.ts';

/**
 * The fake WeChat Pay as its own process, for the browser tests (e2e/playwright.config.ts starts
 * it beside the server with the keys it generated for both). Never part of the server's build.
 */
const env = process.env;
const fake = await startFakeWechat({
  port: Number(env.WECHAT_FAKE_PORT ?? 8340),
  appId: env.WECHAT_APP_ID,
  mchId: env.WECHAT_MCH_ID,
  apiV3Key: env.WECHAT_API_V3_KEY,
  merchantPublicKey: env.WECHAT_FAKE_MERCHANT_PUBLIC_KEY,
  platformPrivateKey: env.WECHAT_FAKE_PLATFORM_PRIVATE_KEY,
  platformSerial: env.WECHAT_PLATFORM_SERIAL,
});
console.log(`fake WeChat Pay listening on ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
