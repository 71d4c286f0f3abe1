import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { profileCategories, profileContacts, profiles } from '../../../db/schema/directory.ts';
import type { FieldSpec, ImportKind, ImportKindName, KindContext, Planned, Written } from '../kind.ts';
import { readCountry, readFiscalCode, readPostalCode, readProvince, readVatNumber, sdiRowProblems } from '../italian.ts';
import { insertRows, updateRows } from '../bulk.ts';
import { snapshot } from '../records.ts';
import { readEmail } from '../values.ts';
import { changedColumns, nameKey, RowReader } from './common.ts';

type ProfileType = (typeof profiles.$inferSelect)['type'];

// Customers, leads and suppliers: one profile per row, its address, and at most one contact person. The natural
// key is the P. IVA, else the codice fiscale, else the e-mail, among profiles of the same type (a supplier may
// also be a customer, with its own record).

export const PROFILE_FIELDS: readonly FieldSpec[] = [
  { name: 'business_name', required: false, aliases: ['ragione sociale', 'denominazione', 'azienda', 'nome azienda', 'cliente', 'fornitore', 'business name', 'company', 'company name', 'name'] },
  { name: 'first_name', required: false, aliases: ['nome', 'first name', 'given name'] },
  { name: 'last_name', required: false, aliases: ['cognome', 'last name', 'surname', 'family name'] },
  { name: 'vat_number', required: false, aliases: ['partita iva', 'p iva', 'piva', 'p.iva', 'vat', 'vat number', 'vat no', 'vat id'] },
  { name: 'fiscal_code', required: false, aliases: ['codice fiscale', 'cf', 'cod fisc', 'cod fiscale', 'fiscal code', 'tax code'] },
  { name: 'email', required: false, aliases: ['e-mail', 'mail', 'posta elettronica', 'email address'] },
  { name: 'phone', required: false, aliases: ['telefono', 'tel', 'phone', 'phone number'] },
  { name: 'mobile', required: false, aliases: ['cellulare', 'cell', 'mobile', 'mobile phone'] },
  { name: 'website', required: false, aliases: ['sito', 'sito web', 'web', 'website'] },
  { name: 'street', required: false, aliases: ['indirizzo', 'via', 'street', 'address'] },
  { name: 'street_number', required: false, aliases: ['civico', 'numero civico', 'n civico', 'street number', 'house number'] },
  { name: 'postal_code', required: false, aliases: ['cap', 'codice postale', 'postal code', 'postcode', 'zip', 'zip code'] },
  { name: 'city', required: false, aliases: ['città', 'citta', 'comune', 'località', 'localita', 'city', 'town'] },
  { name: 'province', required: false, aliases: ['provincia', 'prov', 'province', 'county'] },
  { name: 'country', required: false, aliases: ['nazione', 'paese', 'stato', 'country'] },
  { name: 'sdi_code', required: false, aliases: ['codice destinatario', 'codice sdi', 'sdi', 'codice univoco', 'recipient code', 'sdi code'] },
  { name: 'pec', required: false, aliases: ['pec', 'posta certificata', 'email pec', 'certified email'] },
  { name: 'notes', required: false, aliases: ['note', 'annotazioni', 'notes'] },
  { name: 'category', required: false, aliases: ['categoria', 'category'] },
  { name: 'contact_name', required: false, aliases: ['referente', 'contatto', 'nome referente', 'contact', 'contact name', 'contact person'] },
  { name: 'contact_role', required: false, aliases: ['ruolo referente', 'ruolo', 'contact role', 'role'] },
  { name: 'contact_email', required: false, aliases: ['email referente', 'e-mail referente', 'contact email'] },
  { name: 'contact_phone', required: false, aliases: ['telefono referente', 'contact phone'] },
];

type Columns = {
  businessName: string | null;
  firstName: string | null;
  lastName: string | null;
  vatNumber: string | null;
  fiscalCode: string | null;
  email: string | null;
  phone: string | null;
  mobile: string | null;
  website: string | null;
  street: string | null;
  streetNumber: string | null;
  postalCode: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
  sdiCode: string | null;
  pec: string | null;
  notes: string | null;
};

type Contact = { name: string; role: string | null; email: string | null; phone: string | null };

export type ProfileValue = {
  /** Only the mapped fields with a value: an empty cell leaves the record's value as it is. */
  readonly columns: Partial<Columns>;
  readonly category: string | null;
  readonly contact: Contact | null;
};

type Plan = {
  readonly id: number | null;
  readonly label: string;
  readonly columns: Partial<Columns> & { categoryId?: number | null };
  readonly contact: { readonly id: number | null; readonly values: Partial<Contact> } | null;
};

const TEXT_FIELDS: readonly [keyof Columns, string][] = [
  ['businessName', 'business_name'],
  ['firstName', 'first_name'],
  ['lastName', 'last_name'],
  ['phone', 'phone'],
  ['mobile', 'mobile'],
  ['website', 'website'],
  ['street', 'street'],
  ['streetNumber', 'street_number'],
  ['city', 'city'],
  ['notes', 'notes'],
];

export function parseProfile(cells: (field: string) => string | undefined) {
  const r = new RowReader(cells);
  const columns: Partial<Columns> = {};
  for (const [col, field] of TEXT_FIELDS) {
    const t = r.text(field);
    if (t !== null) columns[col] = t;
  }
  const country = readCountry(r.text('country') ?? undefined);
  const italian = country === 'IT';
  if (r.text('country') !== null) columns.country = country;
  const vat = r.read('vat_number', (t) => readVatNumber(t, italian));
  if (vat !== null) columns.vatNumber = vat;
  const cf = r.read('fiscal_code', (t) => readFiscalCode(t, italian));
  if (cf !== null) columns.fiscalCode = cf;
  const email = r.read('email', readEmail);
  if (email !== null) columns.email = email;
  const cap = r.read('postal_code', (t) => readPostalCode(t, italian));
  if (cap !== null) columns.postalCode = cap;
  const province = r.read('province', (t) => readProvince(t, italian));
  if (province !== null) columns.province = province;
  const sdi = r.text('sdi_code');
  const pec = r.text('pec');
  for (const p of sdiRowProblems(sdi, pec, country)) r.problem(p.field, p.key);
  if (sdi !== null) columns.sdiCode = sdi.toUpperCase();
  if (pec !== null) columns.pec = pec.toLowerCase();
  if (!columns.businessName && !columns.lastName) r.problem('business_name', 'imports.reasons.nameRequired');
  const contactName = r.text('contact_name');
  const contactEmail = r.read('contact_email', readEmail);
  const contact: Contact | null = contactName ? { name: contactName, role: r.text('contact_role'), email: contactEmail, phone: r.text('contact_phone') } : null;
  if (!contactName && (r.text('contact_email') || r.text('contact_phone') || r.text('contact_role'))) r.problem('contact_name', 'imports.reasons.contactNameRequired');
  // The natural key: P. IVA, else codice fiscale, else e-mail (the raw cell is checked so a bad one is not skipped).
  const key = vat ? `vat:${vat}` : cf ? `cf:${cf}` : email ? `email:${email}` : null;
  if (key === null && r.problems.length === 0) r.problem(null, 'imports.reasons.profileKeyMissing');
  if (r.problems.length > 0) return { ok: false as const, problems: r.problems };
  const keyField = vat ? 'vat_number' : cf ? 'fiscal_code' : 'email';
  return { ok: true as const, key, keyField, value: { columns, category: r.text('category'), contact } satisfies ProfileValue };
}

const labelOf = (c: Partial<Columns>): string => c.businessName ?? [c.firstName, c.lastName].filter(Boolean).join(' ');

async function categoryIds(ctx: KindContext, names: readonly string[]): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  const rows = await ctx.db.select({ id: profileCategories.id, name: profileCategories.name }).from(profileCategories).where(eq(profileCategories.tenantId, ctx.tenantId));
  return new Map(rows.map((r) => [nameKey(r.name), r.id]));
}

type ProfileRow = typeof profiles.$inferSelect;

async function existing(ctx: KindContext, type: ProfileType, values: readonly ProfileValue[]): Promise<ProfileRow[]> {
  const vats = values.map((v) => v.columns.vatNumber).filter((x): x is string => !!x);
  const cfs = values.map((v) => v.columns.fiscalCode).filter((x): x is string => !!x);
  const emails = values.map((v) => v.columns.email).filter((x): x is string => !!x);
  const keys = [
    ...(vats.length ? [inArray(profiles.vatNumber, vats)] : []),
    ...(cfs.length ? [inArray(sql`upper(${profiles.fiscalCode})`, cfs)] : []),
    ...(emails.length ? [inArray(sql`lower(${profiles.email})`, emails)] : []),
  ];
  if (keys.length === 0) return [];
  return ctx.db
    .select()
    .from(profiles)
    .where(and(eq(profiles.tenantId, ctx.tenantId), eq(profiles.type, type), isNull(profiles.deletedAt), isNull(profiles.mergedIntoId), or(...keys)));
}

function profileKind(kind: ImportKindName, type: ProfileType, permission: string): ImportKind<ProfileValue, Plan> {
  return {
    kind,
    fields: PROFILE_FIELDS,
    permissions: ['profiles.create', 'profiles.update', `${permission}.create`],
    parse: (cells) => {
      const p = parseProfile(cells);
      return p.ok ? { ok: true, key: p.key ?? '', keyField: p.keyField, value: p.value } : p;
    },
    async plan(ctx, rows) {
      const found = await existing(ctx, type, rows.map((r) => r.value));
      const byVat = new Map<string, ProfileRow>();
      const byCf = new Map<string, ProfileRow>();
      const byEmail = new Map<string, ProfileRow>();
      for (const p of found) {
        if (p.vatNumber) byVat.set(p.vatNumber, p);
        if (p.fiscalCode) byCf.set(p.fiscalCode.toUpperCase(), p);
        if (p.email) byEmail.set(p.email.toLowerCase(), p);
      }
      const cats = await categoryIds(ctx, rows.map((r) => r.value.category).filter((c): c is string => c !== null));
      const matchIds = found.map((f) => f.id);
      const contacts = matchIds.length
        ? await ctx.db.select().from(profileContacts).where(and(eq(profileContacts.tenantId, ctx.tenantId), inArray(profileContacts.profileId, matchIds)))
        : [];
      // Each matched profile's contacts by profile, so a batch of updates reads them in one pass, not once per row.
      const contactsOf = new Map<number, (typeof contacts)[number][]>();
      for (const x of contacts) contactsOf.set(x.profileId, [...(contactsOf.get(x.profileId) ?? []), x]);
      return rows.map(({ row, value }): Planned<Plan> => {
        const c = value.columns;
        const match = (c.vatNumber && byVat.get(c.vatNumber)) || (c.fiscalCode && byCf.get(c.fiscalCode)) || (c.email && byEmail.get(c.email)) || null;
        let categoryId: number | undefined;
        if (value.category !== null) {
          categoryId = cats.get(nameKey(value.category));
          if (categoryId === undefined) return { row, action: 'reject', problems: [{ field: 'category', key: 'imports.reasons.unknownReference', params: { value: value.category } }] };
        }
        const next = { ...c, ...(categoryId !== undefined ? { categoryId } : {}) };
        const label = labelOf({ ...(match ?? {}), ...c } as Partial<Columns>);
        if (!match) {
          return { row, action: 'create', plan: { id: null, label, columns: next, contact: value.contact ? { id: null, values: value.contact } : null } };
        }
        const changes = changedColumns(match, next);
        let contact: Plan['contact'] = null;
        if (value.contact) {
          const name = value.contact.name.trim().toLowerCase();
          const current = contactsOf.get(match.id)?.find((x) => x.name.trim().toLowerCase() === name);
          if (!current) contact = { id: null, values: value.contact };
          else {
            const d = changedColumns(current, { role: value.contact.role ?? undefined, email: value.contact.email ?? undefined, phone: value.contact.phone ?? undefined });
            if (Object.keys(d).length > 0) contact = { id: current.id, values: d };
          }
        }
        if (Object.keys(changes).length === 0 && contact === null) return { row, action: 'unchanged', plan: { id: match.id, label, columns: {}, contact: null } };
        return { row, action: 'update', plan: { id: match.id, label, columns: changes, contact } };
      });
    },
    async write(ctx, rows) {
      const out: Written[] = [];
      const creates = rows.filter((r) => r.action === 'create');
      if (creates.length > 0) {
        const ids = await insertRows(
          ctx.db,
          profiles,
          creates.map((r) => ({ ...r.plan.columns, type, tenantId: ctx.tenantId, country: r.plan.columns.country ?? 'IT', createdAt: ctx.now, updatedAt: ctx.now })),
        );
        creates.forEach((r, i) => out.push({ row: r.row, table: 'profiles', recordId: ids[i] ?? 0, label: r.plan.label, action: 'created', before: null }));
        const contactRows = creates.flatMap((r, i) => (r.plan.contact ? [{ row: r.row, label: r.plan.label, values: r.plan.contact.values as Contact, profileId: ids[i] ?? 0 }] : []));
        const cids = await insertRows(
          ctx.db,
          profileContacts,
          contactRows.map((c) => ({ tenantId: ctx.tenantId, profileId: c.profileId, name: c.values.name, role: c.values.role, email: c.values.email, phone: c.values.phone })),
        );
        contactRows.forEach((c, i) => out.push({ row: c.row, table: 'profile_contacts', recordId: cids[i] ?? 0, label: `${c.label} · ${c.values.name}`, action: 'created', before: null }));
      }
      const updates = rows.filter((r) => r.action === 'update');
      const before = await snapshot(ctx.db, 'profiles', ctx.tenantId, updates.map((r) => r.plan.id ?? 0));
      const contactIds = updates.flatMap((r) => (r.plan.contact?.id ? [r.plan.contact.id] : []));
      const contactBefore = await snapshot(ctx.db, 'profile_contacts', ctx.tenantId, contactIds);
      // Set-based: one statement per set of changed columns, not one per row (an update import as fast as a new one).
      await updateRows(
        ctx.db,
        profiles,
        ctx.tenantId,
        updates.filter((r) => Object.keys(r.plan.columns).length > 0).map((r) => ({ id: r.plan.id ?? 0, values: { ...r.plan.columns, updatedAt: ctx.now } })),
      );
      await updateRows(
        ctx.db,
        profileContacts,
        ctx.tenantId,
        updates.flatMap((r) => (r.plan.contact?.id ? [{ id: r.plan.contact.id, values: r.plan.contact.values }] : [])),
      );
      const added = updates.flatMap((r) => (r.plan.contact && !r.plan.contact.id ? [{ row: r.row, label: r.plan.label, profileId: r.plan.id ?? 0, values: r.plan.contact.values as Contact }] : []));
      const addedIds = await insertRows(
        ctx.db,
        profileContacts,
        added.map((c) => ({ tenantId: ctx.tenantId, profileId: c.profileId, name: c.values.name, role: c.values.role, email: c.values.email, phone: c.values.phone })),
      );
      const addedIdOfRow = new Map(added.map((c, i) => [c.row, addedIds[i] ?? 0]));
      // The undo's records in the file's order, as before: the profile's, then its contact's.
      for (const r of updates) {
        const id = r.plan.id ?? 0;
        if (Object.keys(r.plan.columns).length > 0) out.push({ row: r.row, table: 'profiles', recordId: id, label: r.plan.label, action: 'updated', before: before.get(id) ?? null });
        const c = r.plan.contact;
        if (c?.id) out.push({ row: r.row, table: 'profile_contacts', recordId: c.id, label: `${r.plan.label} · ${c.values.name ?? ''}`, action: 'updated', before: contactBefore.get(c.id) ?? null });
        else if (c) out.push({ row: r.row, table: 'profile_contacts', recordId: addedIdOfRow.get(r.row) ?? 0, label: `${r.plan.label} · ${(c.values as Contact).name}`, action: 'created', before: null });
      }
      return out;
    },
  };
}

export const customersKind = profileKind('customers', 'customer', 'customers');
export const leadsKind = profileKind('leads', 'lead', 'leads');
export const suppliersKind = profileKind('suppliers', 'supplier', 'suppliers');
