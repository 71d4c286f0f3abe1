import type { Db } from '../../db/client.ts';
import type { RecipientStatus } from '../../providers/mailing/provider.ts';
import { recordStatusChange, type StepRecord } from '../../shared/workflowSteps/steps.ts';

// A newsletter recipient's subscription moves (workflow_steps, issue 35), keyed by list and recipient: the
// recipient lives in the mailing service, which keeps only the status now. A move made here is recorded after the
// service answered it (no transaction spans the service); a confirmation, which the recipient makes in the service,
// is recorded as `observed` (by nobody) when a later write here reads a status other than the last recorded.

export const recipientStep = (tenantId: number, idList: number, idRecipient: number): StepRecord => ({ tenantId, workflow: 'newsletterSubscription', key: `${idList}:${idRecipient}` });

type Who = { readonly db: Db; readonly tenantId: number; readonly userId: number; readonly at: string };

/** The status the service answered, when it is not the last recorded: read, not made here. */
export const observeRecipient = (who: Who, idList: number, idRecipient: number, status: RecipientStatus): Promise<boolean> =>
  recordStatusChange(who.db, recipientStep(who.tenantId, idList, idRecipient), { status, userId: null, at: who.at, note: 'observed' });

/** A move made here (`note`: added, resubscribed, unsubscribed, group), recorded when it changed the status. */
export const recordRecipientMove = (who: Who, idList: number, idRecipient: number, status: RecipientStatus, note: string): Promise<boolean> =>
  recordStatusChange(who.db, recipientStep(who.tenantId, idList, idRecipient), { status, userId: who.userId, at: who.at, note });
