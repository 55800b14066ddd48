import type { Config } from '../../config.ts';
import { OutboxSms } from './outbox.ts';
import type { SmsSender } from './types.ts';

export function createSmsSender(config: Config): SmsSender {
  switch (config.SMS_PROVIDER) {
    case 'outbox':
      return new OutboxSms((m) => {
        if (config.NODE_ENV !== 'test') console.info(`[sms outbox] ${m.phone} ${m.purpose} code ${m.code}`);
      });
    default:
      throw new Error(`SMS provider ${config.SMS_PROVIDER} is not available yet`);
  }
}
