import type { listLedger, viewCredits } from '@school/contract/api/credits';
import { COURSE } from '@school/contract/endpoint';
import { call } from '../../lib/request.ts';

/** The credit balance and its ledger. */
export const creditCalls = {
  view: call<typeof viewCredits>('GET', `${COURSE}/studentCredits/view`),
  ledger: call<typeof listLedger>('GET', `${COURSE}/studentConsumptionLogs/list`),
};
