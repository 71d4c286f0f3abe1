import { and, eq, inArray, sql } from 'drizzle-orm';
import { invitations, roles, users } from '../../../db/schema/core.ts';
import type { FieldSpec, ImportKind, Planned, Written } from '../kind.ts';
import { snapshot } from '../records.ts';
import { readEmail } from '../values.ts';
import { nameKey, RowReader } from './common.ts';
import { LANGUAGES } from '../../../../../src/domain/constants/languages.ts';
import { ADMIN_ROLE } from '../../../auth/authenticate.ts';
import { wordOf } from '../../../i18n/words.ts';

// Users as invitations with a role: a new e-mail becomes a user who has not joined yet plus an invitation mail
// (the same as Administration → Users → Invite); an existing user gets the name and role of the file. The
// importing administrator's own role is never changed (it could lock them out). The role is read by its key, by
// the words the screens (and the users export) show for it in either language, or by its label.

type RoleRow = { readonly id: number; readonly name: string; readonly label: string };

/**
 * Role text → role id. The key (`sub_admin`) first, then the screens' words in Italian and English ("Sotto-
 * amministratore", "Administrator"), then the stored label: admin and sub_admin are both labelled "Administrator"
 * (spec §4), so a label only counts where no key or screen word has that text, and a label two roles share names
 * neither (refused as unknown rather than given the wrong role).
 */
export function roleIndex(rows: readonly RoleRow[]): ReadonlyMap<string, number> {
  const out = new Map<string, number>();
  for (const r of rows) out.set(nameKey(r.name), r.id);
  for (const r of rows)
    for (const language of LANGUAGES) {
      const word = nameKey(wordOf('roles')(r.name, language));
      if (!out.has(word)) out.set(word, r.id);
    }
  const labels = new Map<string, number | null>();
  for (const r of rows) {
    const label = nameKey(r.label);
    labels.set(label, labels.has(label) && labels.get(label) !== r.id ? null : r.id);
  }
  for (const [label, id] of labels) if (id !== null && !out.has(label)) out.set(label, id);
  return out;
}

export const USER_FIELDS: readonly FieldSpec[] = [
  { name: 'email', required: true, aliases: ['e-mail', 'mail', 'email', 'indirizzo email'] },
  { name: 'name', required: true, aliases: ['nome', 'nome e cognome', 'nominativo', 'name', 'full name'] },
  { name: 'role', required: true, aliases: ['ruolo', 'role'] },
];

export type UserValue = { readonly email: string; readonly name: string; readonly role: string };
type Plan = { readonly id: number | null; readonly email: string; readonly name: string; readonly roleId: number };

export const usersKind: ImportKind<UserValue, Plan> = {
  kind: 'users',
  fields: USER_FIELDS,
  permissions: ['users.create', 'users.update'],
  parse(cells) {
    const r = new RowReader(cells);
    const email = r.require('email') === null ? null : r.read('email', readEmail);
    const name = r.require('name');
    const role = r.require('role');
    if (r.problems.length > 0 || email === null || name === null || role === null) return { ok: false, problems: r.problems };
    return { ok: true, key: email, keyField: 'email', value: { email, name, role } };
  },
  async plan(ctx, rows) {
    const roleRows = await ctx.db.select({ id: roles.id, name: roles.name, label: roles.label }).from(roles).where(eq(roles.tenantId, ctx.tenantId));
    const roleOf = roleIndex(roleRows);
    const emails = rows.map((r) => r.value.email);
    const found = await ctx.db.select().from(users).where(and(eq(users.tenantId, ctx.tenantId), inArray(sql`lower(${users.email})`, emails)));
    const byEmail = new Map(found.map((u) => [u.email.toLowerCase(), u]));
    // As in Administration → Users: only an administrator gives or takes away the administrator role.
    const adminRoleId = roleRows.find((r) => r.name === ADMIN_ROLE)?.id;
    const importer = ctx.userId === null ? undefined : (await ctx.db.select({ roleId: users.roleId }).from(users).where(and(eq(users.tenantId, ctx.tenantId), eq(users.id, ctx.userId))))[0];
    const importerIsAdmin = importer !== undefined && importer.roleId === adminRoleId;
    return rows.map(({ row, value }): Planned<Plan> => {
      const roleId = roleOf.get(nameKey(value.role));
      if (roleId === undefined) return { row, action: 'reject', problems: [{ field: 'role', key: 'imports.reasons.unknownRole', params: { value: value.role } }] };
      const u = byEmail.get(value.email);
      const plan = { id: u?.id ?? null, email: value.email, name: value.name, roleId };
      const adminOnly = { row, action: 'reject' as const, problems: [{ field: 'role', key: 'imports.reasons.adminOnly' }] };
      if (!u) return !importerIsAdmin && roleId === adminRoleId ? adminOnly : { row, action: 'create', plan };
      if (u.name === value.name && u.roleId === roleId) return { row, action: 'unchanged', plan };
      if (u.id === ctx.userId && u.roleId !== roleId) return { row, action: 'reject', problems: [{ field: 'role', key: 'imports.reasons.ownRole' }] };
      if (!importerIsAdmin && u.roleId !== roleId && (roleId === adminRoleId || u.roleId === adminRoleId)) return adminOnly;
      return { row, action: 'update', plan };
    });
  },
  async write(ctx, rows) {
    const out: Written[] = [];
    for (const r of rows.filter((x) => x.action === 'create')) {
      const [u] = await ctx.db
        .insert(users)
        .values({ tenantId: ctx.tenantId, name: r.plan.name, email: r.plan.email, roleId: r.plan.roleId, status: 'unregistered', createdAt: ctx.now, updatedAt: ctx.now })
        .returning({ id: users.id });
      if (!u) continue;
      out.push({ row: r.row, table: 'users', recordId: u.id, label: `${r.plan.name} <${r.plan.email}>`, action: 'created', before: null });
      if (ctx.invite) await ctx.invite(ctx.db, { email: r.plan.email, name: r.plan.name, roleId: r.plan.roleId });
      const [inv] = await ctx.db
        .select({ id: invitations.id })
        .from(invitations)
        .where(and(eq(invitations.tenantId, ctx.tenantId), eq(invitations.email, r.plan.email)))
        .orderBy(sql`${invitations.id} desc`)
        .limit(1);
      if (inv) out.push({ row: r.row, table: 'invitations', recordId: inv.id, label: r.plan.email, action: 'created', before: null });
    }
    const updates = rows.filter((x) => x.action === 'update');
    const before = await snapshot(ctx.db, 'users', ctx.tenantId, updates.map((r) => r.plan.id ?? 0));
    for (const r of updates) {
      const id = r.plan.id ?? 0;
      await ctx.db.update(users).set({ name: r.plan.name, roleId: r.plan.roleId, updatedAt: ctx.now }).where(and(eq(users.id, id), eq(users.tenantId, ctx.tenantId)));
      out.push({ row: r.row, table: 'users', recordId: id, label: `${r.plan.name} <${r.plan.email}>`, action: 'updated', before: before.get(id) ?? null });
    }
    return out;
  },
};
