import type { Gateway } from '@school/contract/api/mall';
import type { AppContext } from '../../context.ts';
import type { AlipayGateway } from './alipay.ts';
import type { WechatGateway } from './wechat.ts';
import { SandboxGateway } from './sandbox.ts';
import type { PaymentGateway } from './types.ts';

export interface PaymentGateways {
  /** The built-in gateway; it accepts payments only while PAYMENT_PROVIDER=sandbox. */
  sandbox: SandboxGateway;
  /** null while ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY and ALIPAY_PUBLIC_KEY are not all set. */
  alipay: AlipayGateway | null;
  /** null while WECHAT_MCH_ID is not set (config.ts then requires the rest). */
  wechat: WechatGateway | null;
  /** The gateway of `order/pay` (PAYMENT_PROVIDER). */
  preferred: PaymentGateway;
  get(name: Gateway): PaymentGateway | null;
  /** The gateways that take payments now, the preferred one first (the pay page lists them). */
  enabled: Gateway[];
}

/**
 * The gateways of one app. config.ts checks that PAYMENT_PROVIDER=alipay has its settings. The
 * Alipay gateway, and its SDK (half a second to import on a busy machine), are loaded only when
 * configured.
 */
export async function createPaymentGateways(ctx: AppContext): Promise<PaymentGateways> {
  const c = ctx.config;
  const sandbox = new SandboxGateway({
    secret: c.PAYMENT_SANDBOX_SECRET,
    db: ctx.db,
    log: ctx.log,
  });
  const alipay =
    c.ALIPAY_APP_ID && c.ALIPAY_PRIVATE_KEY && c.ALIPAY_PUBLIC_KEY
      ? new (await import('./alipay.ts')).AlipayGateway({
          appId: c.ALIPAY_APP_ID,
          privateKey: c.ALIPAY_PRIVATE_KEY,
          alipayPublicKey: c.ALIPAY_PUBLIC_KEY,
          gateway: c.ALIPAY_GATEWAY,
        })
      : null;
  const wechat = c.WECHAT_MCH_ID
    ? new (await import('./wechat.ts')).WechatGateway({
        appId: c.WECHAT_APP_ID,
        appSecret: c.WECHAT_APP_SECRET,
        mchId: c.WECHAT_MCH_ID,
        apiV3Key: c.WECHAT_API_V3_KEY,
        mchSerial: c.WECHAT_MCH_SERIAL,
        mchPrivateKey: c.WECHAT_MCH_PRIVATE_KEY,
        platformPublicKey: c.WECHAT_PLATFORM_PUBLIC_KEY,
        platformSerial: c.WECHAT_PLATFORM_SERIAL,
        gateway: c.WECHAT_GATEWAY,
      })
    : null;
  // With a real gateway configured, the sandbox takes no notifications and pays nothing.
  const sandboxOn = c.PAYMENT_PROVIDER === 'sandbox';
  const get = (name: Gateway): PaymentGateway | null =>
    name === 'alipay' ? alipay : name === 'wechat' ? wechat : sandboxOn ? sandbox : null;
  const preferred =
    c.PAYMENT_PROVIDER === 'alipay' && alipay
      ? alipay
      : c.PAYMENT_PROVIDER === 'wechat' && wechat
        ? wechat
        : sandbox;
  const enabled = [
    preferred.name,
    ...(['sandbox', 'wechat', 'alipay'] as const).filter(
      (g) => g !== preferred.name && get(g) !== null,
    ),
  ];
  return { sandbox, alipay, wechat, preferred, get, enabled };
}
