import { and, eq } from 'drizzle-orm';
import { companies } from '../../../db/schema/directory.ts';
import type { FieldSpec, ImportKind, Planned, Written } from '../kind.ts';
import { readCountry, readPostalCode, readProvince, readVatNumber } from '../italian.ts';
import { insertRows } from '../bulk.ts';
import { snapshot } from '../records.ts';
import { readEmail } from '../values.ts';
import { changedColumns, nameKey, RowReader } from './common.ts';

// The tenant's companies (business units): by P. IVA, else by name.

export const COMPANY_FIELDS: readonly FieldSpec[] = [
  { name: 'name', required: true, aliases: ['ragione sociale', 'denominazione', 'azienda', 'nome', 'name', 'company', 'company name', 'business name'] },
  { name: 'vat_number', required: false, aliases: ['partita iva', 'p iva', 'piva', 'p.iva', 'vat', 'vat number'] },
  { name: 'street', required: false, aliases: ['indirizzo', 'via', 'street', 'address'] },
  { name: 'street_number', required: false, aliases: ['civico', 'numero civico', 'street number'] },
  { name: 'postal_code', required: false, aliases: ['cap', 'postal code', 'postcode', 'zip'] },
  { name: 'city', required: false, aliases: ['città', 'citta', 'comune', 'city', 'town'] },
  { name: 'province', required: false, aliases: ['provincia', 'prov', 'province'] },
  { name: 'country', required: false, aliases: ['nazione', 'paese', 'country'] },
  { name: 'email', required: false, aliases: ['e-mail', 'mail', 'email'] },
  { name: 'phone', required: false, aliases: ['telefono', 'tel', 'phone'] },
];

type Columns = Partial<{ name: string; vatNumber: string; street: string; streetNumber: string; postalCode: string; city: string; province: string; country: string; email: string; phone: string }>;
type Plan = { readonly id: number | null; readonly label: string; readonly columns: Columns };

export const companiesKind: ImportKind<Columns, Plan> = {
  kind: 'companies',
  fields: COMPANY_FIELDS,
  permissions: ['companies.create', 'companies.update'],
  parse(cells) {
    const r = new RowReader(cells);
    const c: Columns = {};
    const name = r.require('name');
    if (name !== null) c.name = name;
    for (const [col, field] of [
      ['street', 'street'],
      ['streetNumber', 'street_number'],
      ['city', 'city'],
      ['phone', 'phone'],
    ] as const) {
      const t = r.text(field);
      if (t !== null) c[col] = t;
    }
    const country = readCountry(r.text('country') ?? undefined);
    const italian = country === 'IT';
    if (r.text('country') !== null) c.country = country;
    const vat = r.read('vat_number', (t) => readVatNumber(t, italian));
    if (vat !== null) c.vatNumber = vat;
    const cap = r.read('postal_code', (t) => readPostalCode(t, italian));
    if (cap !== null) c.postalCode = cap;
    const province = r.read('province', (t) => readProvince(t, italian));
    if (province !== null) c.province = province;
    const email = r.read('email', readEmail);
    if (email !== null) c.email = email;
    if (r.problems.length > 0 || name === null) return { ok: false, problems: r.problems };
    return { ok: true, key: vat ? `vat:${vat}` : `name:${nameKey(name)}`, keyField: vat ? 'vat_number' : 'name', value: c };
  },
  async plan(ctx, rows) {
    const all = await ctx.db.select().from(companies).where(eq(companies.tenantId, ctx.tenantId));
    const byVat = new Map(all.filter((c) => c.vatNumber).map((c) => [c.vatNumber ?? '', c]));
    const byName = new Map(all.map((c) => [nameKey(c.name), c]));
    return rows.map(({ row, value }): Planned<Plan> => {
      const match = (value.vatNumber ? byVat.get(value.vatNumber) : undefined) ?? (value.vatNumber ? undefined : byName.get(nameKey(value.name ?? '')));
      const label = value.name ?? '';
      if (!match) return { row, action: 'create', plan: { id: null, label, columns: value } };
      const changes = changedColumns(match, value) as Columns;
      return Object.keys(changes).length === 0 ? { row, action: 'unchanged', plan: { id: match.id, label, columns: {} } } : { row, action: 'update', plan: { id: match.id, label, columns: changes } };
    });
  },
  async write(ctx, rows) {
    const out: Written[] = [];
    const creates = rows.filter((r) => r.action === 'create');
    if (creates.length > 0) {
      const made = await insertRows(ctx.db, companies, creates.map((r) => ({ ...r.plan.columns, name: r.plan.columns.name ?? '', tenantId: ctx.tenantId, country: r.plan.columns.country ?? 'IT', createdAt: ctx.now, updatedAt: ctx.now })));
      creates.forEach((r, i) => out.push({ row: r.row, table: 'companies', recordId: made[i] ?? 0, label: r.plan.label, action: 'created', before: null }));
    }
    const updates = rows.filter((r) => r.action === 'update');
    const before = await snapshot(ctx.db, 'companies', ctx.tenantId, updates.map((r) => r.plan.id ?? 0));
    for (const r of updates) {
      const id = r.plan.id ?? 0;
      await ctx.db.update(companies).set({ ...r.plan.columns, updatedAt: ctx.now }).where(and(eq(companies.id, id), eq(companies.tenantId, ctx.tenantId)));
      out.push({ row: r.row, table: 'companies', recordId: id, label: r.plan.label, action: 'updated', before: before.get(id) ?? null });
    }
    return out;
  },
};
