import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, wallClock } from '../columns.ts';
import { tenants, users } from './core.ts';

/**
 * The moves of records on their workflows (issue 35 point 5), one table for every workflow whose record has no log
 * of its own: an offer (`proposalSending`), a package (`packageEvaluation`), a newsletter recipient
 * (`newsletterSubscription`, keyed `<listId>:<recipientId>`: the recipient lives in the mailing service) and a data
 * import (`dataImport`). Append-only, written with the move itself; recorded from this migration on. `record_key`
 * is text so that a recipient's two provider ids fit; no foreign key to the record (four tables): a deleted record's
 * steps are left unread (its GET is 404 first).
 */
export const workflowSteps = pgTable(
  'workflow_steps',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    workflow: text('workflow').notNull(),
    recordKey: text('record_key').notNull(),
    /** The record's status after the move, as its module stores or reads it (e.g. `sent`, `rated`, `OPTIN`, `checked`). */
    status: text('status').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: wallClock('at').notNull(),
    /** What the move was when the status alone does not say (`created`, `revision`, `rating`, `observed`…). */
    note: text('note'),
  },
  (t) => [index('workflow_steps_record').on(t.tenantId, t.workflow, t.recordKey, t.id)],
);
