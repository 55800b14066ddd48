import type { SmsPurpose } from '@school/contract/api/basic';

/** Sends one verification code by SMS. Implementations: the built-in outbox, Aliyun SMS. */
export interface SmsSender {
  readonly name: string;
  send(phone: string, code: string, purpose: SmsPurpose): Promise<void>;
}
