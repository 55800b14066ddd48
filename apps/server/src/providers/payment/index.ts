import type { Gateway } from '@school/contract/api/mall';
import type { AppContext } from '../../context.ts';
import type { AlipayGateway } from './alipay.ts';
import { SandboxGateway } from './sandbox.ts';
import type { PaymentGateway } from './types.ts';

export interface PaymentGateways {
  /** The built-in gateway; it accepts payments only while PAYMENT_PROVIDER=sandbox. */
  sandbox: SandboxGateway;
  /** null while ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY and ALIPAY_PUBLIC_KEY are not all set. */
  alipay: AlipayGateway | null;
  /** The gateway of `order/pay` (PAYMENT_PROVIDER). */
  preferred: PaymentGateway;
  get(name: Gateway): PaymentGateway | null;
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
  // With a real gateway configured, the sandbox takes no notifications and pays nothing.
  const sandboxOn = c.PAYMENT_PROVIDER === 'sandbox';
  const get = (name: Gateway): PaymentGateway | null =>
    name === 'alipay' ? alipay : sandboxOn ? sandbox : null;
  return {
    sandbox,
    alipay,
    preferred: c.PAYMENT_PROVIDER === 'alipay' && alipay ? alipay : sandbox,
    get,
  };
}
