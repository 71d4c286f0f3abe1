import { type AnyPgColumn, boolean, customType, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, updatedAt, wallClock } from '../columns.ts';
import { searchDocument } from '../searchVector.ts';
import type { components } from '../../../../src/api/schema.gen.ts';

// Core tables: tenancy, users, roles, authentication, preferences, settings, mail outbox, generic media.

/**
 * A key-value `jsonb` read back exactly as stored. Both drivers already parse jsonb (node-postgres, pglitePrepared);
 * Drizzle's `jsonb` then parsed the resulting string again, so a stored `"1"` came back as the number 1 and the
 * first-day-of-week preference ('0'–'6' in the contract) was never recognised (issue 30 point 7).
 */
const keyValueJson = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
});

export const tenants = pgTable('tenants', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  avatarUrl: text('avatar_url'),
  faviconUrl: text('favicon_url'),
  /** IANA zone of the tenant's wall clock (DESIGN.md §8). */
  timezone: text('timezone').notNull().default('Europe/Rome'),
  /** Set by `npm run tenant -- disable`: nobody signs in until `enable`; nothing is deleted. */
  disabledAt: instant('disabled_at'),
  createdAt: createdAt(),
});

export const tenantSettings = pgTable(
  'tenant_settings',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: keyValueJson('value'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('tenant_settings_tenant_key').on(t.tenantId, t.key)],
);

export const roles = pgTable(
  'roles',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    label: text('label').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('roles_tenant_name').on(t.tenantId, t.name)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permission] })],
);

/** Global search document of a user (db/searchVector.ts). */
export const userSearch = (t: { name: AnyPgColumn; email: AnyPgColumn }) => searchDocument([t.name], [t.email]);

export const users = pgTable(
  'users',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Stored lower-cased; unique per tenant (the same person may work for several tenants). */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'restrict' }),
    /** active | deactivated | inactive | unregistered (spec §4). */
    status: text('status').$type<components['schemas']['UserStatus']>().notNull().default('active'),
    avatarUrl: text('avatar_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_tenant_email').on(t.tenantId, t.email),
    index('users_search').using('gin', userSearch(t)).with({ fastupdate: 'off' }),
  ],
);

export const userPreferences = pgTable(
  'user_preferences',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: keyValueJson('value'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('user_preferences_user_key').on(t.userId, t.key)],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the opaque token: a database leak does not leak usable tokens. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    revoked: boolean('revoked').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('access_tokens_user').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    accessTokenId: integer('access_token_id').references(() => accessTokens.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** All tokens descending from one login share a family; reuse of a spent token revokes the family. */
    family: text('family').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    revoked: boolean('revoked').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family').on(t.family)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('password_resets_email').on(t.tenantId, t.email)],
);

export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    /** Random public identifier used in the join link; the integer id is guessable, this is not. */
    token: text('token').notNull().unique(),
    email: text('email').notNull(),
    name: text('name'),
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'set null' }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    acceptedAt: instant('accepted_at'),
  },
  (t) => [index('invitations_tenant_email').on(t.tenantId, t.email)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    attemptedAt: instant('attempted_at').notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_account').on(t.tenantId, t.email, t.attemptedAt),
    index('login_attempts_ip').on(t.ip, t.attemptedAt),
  ],
);

export const relatedUsers = pgTable(
  'related_users',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    /** The team leader. */
    leaderId: integer('leader_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** A member of the leader's team. */
    memberId: integer('member_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('related_users_pair').on(t.leaderId, t.memberId)],
);

export const sectionAccesses = pgTable(
  'section_accesses',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    loggedInAt: wallClock('logged_in_at').notNull(),
  },
  (t) => [index('section_accesses_user_section').on(t.userId, t.section, t.loggedInAt)],
);

/** Every e-mail the server sends is captured here (the dev UI shows it; tests read links from it). */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** The full message as produced by nodemailer's jsonTransport (attachments included). */
    message: jsonb('message').$type<unknown>(),
    /** captured (no mail server configured: not sent) | sending | sent | failed */
    status: text('status').notNull().default('captured'),
    createdAt: createdAt(),
    /** When it was handed over: an instant, shown in the tenant's wall clock (Settings → Mail). */
    queuedAt: instant('queued_at').defaultNow(),
    /** The mail server's reason when sending failed, as it said it. */
    error: text('error'),
    /** The outbox row this one re-sends (Settings → Mail → Re-send). */
    resentFrom: integer('resent_from'),
  },
  (t) => [index('outbox_tenant').on(t.tenantId, t.id)],
);

/**
 * The first-run checklist of a new tenant (issue 33): one row per step its administrator has done, each saved on its
 * own; the step `finished` hides the checklist (Settings reopens it by deleting that row).
 */
export const setupSteps = pgTable(
  'setup_steps',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    doneAt: wallClock('done_at').notNull(),
    doneBy: integer('done_by'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.step] })],
);

/** Files attached to any record: bytes on disk by id under DATA_DIR/media, or in media_blobs (DESIGN.md §8). */
export const media = pgTable(
  'media',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    /** The owning record's kind, e.g. 'task', 'work', 'profile'. */
    ownerType: text('owner_type').notNull(),
    ownerId: integer('owner_id').notNull(),
    /** Display name; starts as the original name and may be renamed. */
    fileName: text('file_name').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    /** Path relative to DATA_DIR/media, or `db:<id>` for bytes in media_blobs; never derived from the user's file name. */
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('media_owner').on(t.tenantId, t.ownerType, t.ownerId)],
);

/** PostgreSQL `bytea` as bytes (node-postgres answers a Buffer, PGlite a Uint8Array: both are Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The bytes of media stored in the database (MEDIA_STORAGE=db, the default on PostgreSQL) rather than on one
 * process's disk, so every server process on the database serves every file (media/store.ts). Deleting the media
 * row deletes its bytes.
 */
export const mediaBlobs = pgTable('media_blobs', {
  mediaId: integer('media_id')
    .primaryKey()
    .references(() => media.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
});
