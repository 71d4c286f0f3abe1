import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../columns.ts';
import { tenants } from './core.ts';

// The built-in fake mailing service (providers/mailing/fake.ts): MailUp's account data — lists, groups, recipients
// and their per-list status — kept per tenant so it survives restarts. The identity ids are the provider's
// `idList` / `idGroup` / `idRecipient`; being global, another tenant's id is simply not found.

export type RecipientField = { Id: number; Value: string };

export const mailingLists = pgTable(
  'mailing_lists',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    notes: text('notes'),
    ownerEmail: text('owner_email'),
    business: boolean('business').notNull().default(false),
    customer: boolean('customer').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('mailing_lists_tenant').on(t.tenantId, t.name)],
);

export const mailingGroups = pgTable(
  'mailing_groups',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    listId: integer('list_id').notNull().references(() => mailingLists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [index('mailing_groups_list').on(t.listId)],
);

/** A recipient of the account (MailUp recipients are account-wide; their status is per list). */
export const mailingRecipients = pgTable(
  'mailing_recipients',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    /** Lower-cased: one recipient per address in the account. */
    email: text('email').notNull(),
    name: text('name'),
    fields: jsonb('fields').$type<RecipientField[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('mailing_recipients_tenant_email').on(t.tenantId, t.email)],
);

export const mailingListRecipients = pgTable(
  'mailing_list_recipients',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    listId: integer('list_id').notNull().references(() => mailingLists.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id').notNull().references(() => mailingRecipients.id, { onDelete: 'cascade' }),
    /** OPTIN | OPTOUT | PENDING */
    status: text('status').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.recipientId] }), index('mailing_list_recipients_recipient').on(t.recipientId)],
);

export const mailingGroupRecipients = pgTable(
  'mailing_group_recipients',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').notNull().references(() => mailingGroups.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id').notNull().references(() => mailingRecipients.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.recipientId] }), index('mailing_group_recipients_recipient').on(t.recipientId)],
);
