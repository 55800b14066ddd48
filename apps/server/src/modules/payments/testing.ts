import { randomInt } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { COURSE, SHOP } from '@school/contract/rules/prefixes';
import type { TestApp } from '../../../test/helpers.ts';
import { createProducts, type ProductInput } from '../catalog/service.ts';
import { sandboxSign, SANDBOX_APP_ID } from '../../providers/payment/sandbox.ts';
import { DEV_PAYMENT_SANDBOX_SECRET } from '../../config.ts';
import type { FakeAlipay } from '../../providers/payment/alipayFake.ts';
import type { FakeWechat } from '../../providers/payment/wechatFake.ts';
import * as mall from '@school/contract/api/mall';

/**
 * Test helpers of the mall (never imported by the server itself): products, orders, and the
 * sandbox's notifications delivered through app.inject instead of HTTP.
 */
export { COURSE, SHOP };

export const PAY_START = {
  orderId: 0,
  billId: 0,
  billNo: '',
  gateway: 'sandbox' as 'sandbox' | 'alipay',
  payUrl: '',
  expiresAt: '',
};
export type PayStart = typeof PAY_START;

export async function addProduct(t: TestApp, p: Partial<ProductInput> = {}) {
  const [row] = await createProducts(
    t.database.db,
    [
      {
        kind: 'card',
        name: '10节次卡',
        price: 120_000,
        lessonCount: 10,
        validityDays: 180,
        description: '<p>10 lessons</p>',
        ...p,
      },
    ],
    t.clock.now(),
  );
  return row!.id;
}

/** A client address of its own per call, so the per-address limit of order/create never bites. */
const someAddress = () => `10.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(1, 250)}`;

export async function placeOrder(t: TestApp, token: string, productId: number, quantity = 1) {
  const res = await t.api(
    mall.createOrder,
    { productId, quantity },
    { token, remoteAddress: someAddress() },
  );
  if (res.body.code !== 0) throw new Error(`order/create: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export async function viewOrder(t: TestApp, token: string, id: number) {
  return t.api(mall.viewOrder, { id: String(id) }, { token });
}

export async function postForm(t: TestApp, url: string, fields: Record<string, string>) {
  const opts: InjectOptions = {
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  };
  const res = await t.app.inject(opts);
  return { status: res.statusCode, body: res.body, headers: res.headers };
}

/**
 * The sandbox's notifications go through app.inject (the test app does not listen). Returns what
 * was delivered and the server's answers.
 */
export function deliverSandboxByInject(t: TestApp) {
  const delivered: { url: string; fields: Record<string, string>; answer: string }[] = [];
  t.app.payments.gateways.sandbox.transport = async (url, form) => {
    const res = await t.app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });
    delivered.push({
      url,
      fields: Object.fromEntries(new URLSearchParams(form)),
      answer: res.body,
    });
    return res.body;
  };
  return delivered;
}

/** A sandbox notification of a successful trade, signed as the sandbox gateway signs it. */
export function sandboxNotification(
  billNo: string,
  amountYuan: string,
  overrides: Record<string, string> = {},
  secret = DEV_PAYMENT_SANDBOX_SECRET,
) {
  const params: Record<string, string> = {
    app_id: SANDBOX_APP_ID,
    notify_id: String(randomInt(1, 1e9)),
    notify_time: '2026-11-23 10:00:00',
    out_trade_no: billNo,
    trade_no: `SBXTEST${billNo}`,
    total_amount: amountYuan,
    trade_status: 'TRADE_SUCCESS',
    ...overrides,
  };
  return { ...params, sign_type: 'HMAC-SHA256', sign: sandboxSign(params, secret) };
}

export const SANDBOX_NOTIFY = `${SHOP}/sandbox/notify`;
export const ALIPAY_NOTIFY = `${SHOP}/alipay/notify`;

/**
 * The app's settings for a fake WeChat Pay (`providers/payment/wechatFake.ts`), keys as a school
 * pastes them ("\n" escapes).
 */
export const wechatEnv = (fake: FakeWechat) => ({
  WECHAT_MCH_ID: fake.mchId,
  WECHAT_APP_ID: fake.appId,
  WECHAT_APP_SECRET: 'official-account-secret',
  WECHAT_API_V3_KEY: fake.apiV3Key,
  WECHAT_MCH_SERIAL: fake.merchantSerial,
  WECHAT_MCH_PRIVATE_KEY: fake.merchantPrivateKey.replace(/\n/g, '\\n'),
  WECHAT_PLATFORM_PUBLIC_KEY: fake.platformPublicKey,
  WECHAT_PLATFORM_SERIAL: fake.platformSerial,
  WECHAT_GATEWAY: fake.url,
});

/** The WeChat fake's notifications reach the test app through inject (it does not listen). */
export function deliverWechatByInject(t: TestApp, fake: FakeWechat) {
  fake.books.transport = async (url, body, headers) =>
    (
      await t.app.inject({
        method: 'POST',
        url: new URL(url).pathname,
        headers: { 'content-type': 'application/json', ...headers },
        payload: body,
      })
    ).statusCode;
}

/**
 * The app's settings for a fake Alipay (`providers/payment/alipayFake.ts`), as a school pastes
 * them: the PKCS#8 PEM with "\n" escapes, and the bare base64 public key.
 */
export const alipayEnv = (fake: FakeAlipay) => ({
  ALIPAY_APP_ID: fake.appId,
  ALIPAY_PRIVATE_KEY: fake.appPrivateKey.replace(/\n/g, '\\n'),
  ALIPAY_PUBLIC_KEY: fake.alipayPublicKey.replace(/-----[^-]+-----|\s/g, ''),
  ALIPAY_GATEWAY: fake.gatewayUrl,
});
