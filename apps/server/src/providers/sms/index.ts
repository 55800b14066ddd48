import type { Config } from '../../config.ts';
import { AliyunSms } from './aliyun.ts';
import { OutboxSms } from './outbox.ts';
import type { SmsSender } from './types.ts';

/** The SMS provider chosen by SMS_PROVIDER (config.ts checks the aliyun settings are all set). */
export function createSmsSender(config: Config): SmsSender {
  switch (config.SMS_PROVIDER) {
    case 'outbox':
      return new OutboxSms(
        (m) => {
          if (config.NODE_ENV !== 'test')
            console.info(`[sms outbox] ${m.phone} ${m.purpose} code ${m.code}`);
        },
        (phone, n) => {
          if (config.NODE_ENV !== 'test')
            console.info(`[sms outbox] ${phone} ${n.event}: ${n.text}`);
        },
      );
    case 'aliyun':
      return new AliyunSms({
        endpoint: config.ALIYUN_SMS_ENDPOINT,
        accessKeyId: config.ALIYUN_SMS_ACCESS_KEY_ID,
        accessKeySecret: config.ALIYUN_SMS_ACCESS_KEY_SECRET,
        signName: config.ALIYUN_SMS_SIGN_NAME,
        templateCode: config.ALIYUN_SMS_TEMPLATE_CODE,
        noticeTemplates: config.ALIYUN_SMS_NOTICE_TEMPLATES,
      });
  }
}
