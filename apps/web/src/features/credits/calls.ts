import type { listLedger, viewCredits } from '@school/contract/api/credits';
import * as creditsRoutes from '@school/contract/routes/credits';
import { call } from '../../lib/request.ts';

/** The credit balance and its ledger. */
export const creditCalls = {
  view: call<typeof viewCredits>(creditsRoutes.viewCredits),
  ledger: call<typeof listLedger>(creditsRoutes.listLedger),
};
