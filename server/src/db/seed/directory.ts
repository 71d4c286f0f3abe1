import { count, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { tenants } from '../schema/core.ts';
import { companies, companyUsers, profileBrands, profileCategories, profileContacts, profiles } from '../schema/directory.ts';
import { interests, materials, salesReportInterests, salesReportMaterials, salesReports } from '../schema/salesReports.ts';
import { sectionPasswords } from '../schema/sectionAccess.ts';
import { hashPassword } from '../../auth/passwordHash.ts';
import { addMinutesToWallClock } from '../../time.ts';
import { saveMedia } from '../../media/store.ts';
import { PROFILE_MEDIA } from '../../modules/profiles/repository.ts';
import type { ModuleSeeder, SeedTenant } from './context.ts';
import { profileFiles } from './directoryFiles.ts';
import { vatCheckDigit } from '../../../../src/domain/validation/italianMasterData.ts';
import { TENANT_DIRECTORIES } from './directoryTenantData.ts';
import {
  BRANDS,
  CATEGORIES,
  CUSTOMERS,
  DEMO_PROTECTED_SECTION,
  DEMO_SECTION_PASSWORD,
  INTERESTS,
  INTERESTS_BY_TENANT,
  LEADS,
  MATERIALS,
  MATERIALS_BY_TENANT,
  PEOPLE,
  REPORTS,
  SUPPLIERS,
  type DemoBusiness,
} from './directoryData.ts';

// Directory and sales reports of each demo tenant: companies, categories, brands, customers, leads, suppliers,
// agents, materials, interests and a few weeks of sales reports. Runs before the work seed, which picks customers.

/**
 * An Italian VAT number (partita IVA): seven digits of serial, a real tax-office code (001–100) and the official
 * check digit, so the demo data passes the same master-data checks as the forms and imports.
 */
export function vatNumber(seed: number): string {
  const serial = String(1_000_000 + ((seed * 7_919_237) % 8_999_999)).slice(0, 7);
  const office = String(1 + (seed % 100)).padStart(3, '0');
  const body = serial + office;
  return body + String(vatCheckDigit(body));
}

const SDI_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/**
 * The billing address's e-invoicing pair, as Italian customers really have it: most give their intermediary's
 * 7-character code, some the code 0000000 and their PEC; a lead has not been invoiced yet and has neither.
 */
export function einvoicing(seed: number, type: 'customer' | 'lead' | 'supplier', email: string): { sdiCode: string | null; pec: string | null } {
  if (type === 'lead') return { sdiCode: null, pec: null };
  if (seed % 3 === 0) return { sdiCode: '0000000', pec: `fatture@pec.${email.split('@')[1] ?? 'example.it'}` };
  const code = Array.from({ length: 7 }, (_, i) => SDI_ALPHABET[(seed * (i + 7) * 2_654_435_761) % SDI_ALPHABET.length] ?? 'A').join('');
  return { sdiCode: code, pec: null };
}

/** The demo data writes addresses as one line ("Via Aurelia 412"); the columns keep the house number apart. */
export function splitStreet(line: string): { street: string; streetNumber: string | null } {
  const m = /^(.*\S)\s+(\d+[A-Za-z]?(?:\/[A-Za-z0-9]+)?)$/.exec(line);
  return m ? { street: m[1] ?? line, streetNumber: m[2] ?? null } : { street: line, streetNumber: null };
}

const daysAgo = (now: string, days: number): string => addMinutesToWallClock(now, -days * 24 * 60);

async function insertBusinesses(
  db: Db,
  t: SeedTenant,
  type: 'customer' | 'lead' | 'supplier',
  list: readonly DemoBusiness[],
  refs: { categories: Map<string, number>; brands: Map<string, number>; companyId: number; agents: readonly number[] },
  seedBase: number,
): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, b] of list.entries()) {
    const [row] = await db
      .insert(profiles)
      .values({
        tenantId: t.id,
        type,
        businessName: b.name,
        vatNumber: vatNumber(t.id * 1000 + seedBase + i),
        ...einvoicing(t.id * 1000 + seedBase + i, type, b.email),
        email: b.email,
        phone: b.phone,
        website: b.website ?? null,
        ...splitStreet(b.address.street),
        city: b.address.city,
        province: b.address.province,
        postalCode: b.address.postalCode,
        country: 'IT',
        notes: b.notes ?? null,
        categoryId: refs.categories.get(b.category) ?? null,
        brandId: b.brand ? (refs.brands.get(b.brand) ?? null) : null,
        companyId: refs.companyId,
        agentId: type === 'supplier' ? null : (refs.agents[i % refs.agents.length] ?? null),
        createdAt: daysAgo(t.now, 120 - i),
        updatedAt: daysAgo(t.now, 60 - i),
      })
      .returning({ id: profiles.id });
    if (!row) continue;
    ids.push(row.id);
    await db.insert(profileContacts).values(b.contacts.map((c, position) => ({ tenantId: t.id, profileId: row.id, ...c, position })));
  }
  return ids;
}

async function seedDirectory(db: Db, t: SeedTenant): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(companies).where(eq(companies.tenantId, t.id));
  if ((existing?.n ?? 0) > 0) return;
  const [tenant] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, t.id)).limit(1);
  const stamp = { createdAt: t.now, updatedAt: t.now };

  // The tenant's own company comes first; the second is a sister company with its own calendar colour. acme's are
  // the defaults; borgo and cantiere have their own (directoryTenantData.ts).
  const place = TENANT_DIRECTORIES[t.slug];
  const home = place?.home ?? { street: 'Via Roma', streetNumber: '1', city: 'Milano', province: 'MI', postalCode: '20121', phone: '02 1234567' };
  const sisterPlace = place?.sister ?? { name: 'Imballaggi Nord Est S.r.l.', street: 'Viale della Navigazione Interna', streetNumber: '51', city: 'Padova', province: 'PD', postalCode: '35129', phone: '049 8700100', email: 'info@imballagginordest.it' };
  const [own] = await db
    .insert(companies)
    .values({ tenantId: t.id, name: tenant?.name ?? t.slug, vatNumber: vatNumber(t.id * 1000), ...home, country: 'IT', email: `info@${t.slug}.test`, color: '#f97316', ...stamp })
    .returning({ id: companies.id });
  const [sister] = await db
    .insert(companies)
    .values({ tenantId: t.id, vatNumber: vatNumber(t.id * 1000 + 1), ...sisterPlace, country: 'IT', color: '#0ea5e9', ...stamp })
    .returning({ id: companies.id });
  if (!own || !sister) return;
  const people = Object.values(t.users);
  await db.insert(companyUsers).values(people.map((userId) => ({ tenantId: t.id, companyId: own.id, userId })));
  await db.insert(companyUsers).values({ tenantId: t.id, companyId: sister.id, userId: t.users.supervisor });

  const categories = new Map<string, number>();
  for (const c of CATEGORIES) {
    const [row] = await db.insert(profileCategories).values({ tenantId: t.id, ...c, ...stamp }).returning({ id: profileCategories.id });
    if (row) categories.set(c.name, row.id);
  }
  // acme's directory is the default one; borgo and cantiere have their own businesses and brands.
  const directory = { brands: place?.brands ?? BRANDS, customers: place?.customers ?? CUSTOMERS, leads: place?.leads ?? LEADS, suppliers: place?.suppliers ?? SUPPLIERS };
  const brands = new Map<string, number>();
  for (const b of directory.brands) {
    const [row] = await db.insert(profileBrands).values({ tenantId: t.id, ...b, ...stamp }).returning({ id: profileBrands.id });
    if (row) brands.set(b.name, row.id);
  }

  const refs = { categories, brands, companyId: own.id, agents: [t.users.supervisor, t.users.operator] };
  const customers = await insertBusinesses(db, t, 'customer', directory.customers, refs, 10);
  for (const [position, profileId] of customers.entries()) {
    for (const f of profileFiles(t.slug, directory.customers[position]?.name ?? '', position)) {
      await saveMedia(db, t.config, { tenantId: t.id, ownerType: PROFILE_MEDIA, ownerId: profileId }, f, { now: t.now });
    }
  }
  const leads = await insertBusinesses(db, t, 'lead', directory.leads, refs, 40);
  await insertBusinesses(db, t, 'supplier', directory.suppliers, { ...refs, companyId: sister.id }, 60);

  const personIds: number[] = [];
  for (const p of PEOPLE) {
    const [row] = await db
      .insert(profiles)
      .values({ tenantId: t.id, type: p.type, firstName: p.firstName, lastName: p.lastName, mobile: p.mobile, city: p.city, province: p.province, country: 'IT', email: `${p.firstName}.${p.lastName}@${t.slug}.test`.toLowerCase(), companyId: own.id, ...stamp })
      .returning({ id: profiles.id });
    if (row) personIds.push(row.id);
  }
  // A company-type profile (a purchasing group) with its people associated (associateProfiles).
  const groupPlace = place?.group ?? { name: 'Gruppo Acquisti Centro Italia S.c.a.r.l.', street: 'Via Nazionale', streetNumber: '184', city: 'Roma', province: 'RM', postalCode: '00184', phone: '06 4880011', email: 'segreteria@gaci.it' };
  const [group] = await db
    .insert(profiles)
    .values({ tenantId: t.id, type: 'company', businessName: groupPlace.name, vatNumber: vatNumber(t.id * 1000 + 90), street: groupPlace.street, streetNumber: groupPlace.streetNumber, city: groupPlace.city, province: groupPlace.province, postalCode: groupPlace.postalCode, country: 'IT', email: groupPlace.email, phone: groupPlace.phone, categoryId: categories.get('Ingrosso') ?? null, ...stamp })
    .returning({ id: profiles.id });
  await db
    .insert(profiles)
    .values({ tenantId: t.id, type: 'temporary', firstName: 'Marta', lastName: 'Neri', email: `marta.neri@${groupPlace.email.split('@')[1] ?? 'gaci.it'}`, mobile: '331 5550101', city: groupPlace.city, province: groupPlace.province, country: 'IT', companyProfileId: group?.id ?? null, ...stamp });
  const salesperson = personIds[2];
  if (group && salesperson !== undefined) await db.update(profiles).set({ companyProfileId: group.id }).where(eq(profiles.id, salesperson));

  const materialIds: number[] = [];
  for (const m of MATERIALS_BY_TENANT[t.slug] ?? MATERIALS) {
    const [row] = await db.insert(materials).values({ tenantId: t.id, ...m, ...stamp }).returning({ id: materials.id });
    if (row) materialIds.push(row.id);
  }
  const interestIds: number[] = [];
  for (const i of INTERESTS_BY_TENANT[t.slug] ?? INTERESTS) {
    const [row] = await db.insert(interests).values({ tenantId: t.id, ...i, ...stamp }).returning({ id: interests.id });
    if (row) interestIds.push(row.id);
  }

  // About ten reports over the last five weeks, alternating the supervisor and the operator.
  const reportProfiles = [...customers.slice(0, 8), ...leads.slice(0, 2)];
  for (const [i, r] of REPORTS.entries()) {
    const profileId = reportProfiles[i % reportProfiles.length];
    if (profileId === undefined) continue;
    const when = daysAgo(t.now, 2 + i * 3);
    const [row] = await db
      .insert(salesReports)
      .values({
        tenantId: t.id,
        date: when.slice(0, 10),
        profileId,
        userId: i % 2 === 0 ? t.users.supervisor : t.users.operator,
        contactType: r.contactType,
        summary: r.summary,
        notes: null,
        outcome: r.outcome,
        nextAction: r.nextAction,
        nextActionAt: r.nextAction ? `${addMinutesToWallClock(when, 7 * 24 * 60).slice(0, 10)} 10:00:00` : null,
        createdAt: when,
        updatedAt: when,
      })
      .returning({ id: salesReports.id });
    if (!row) continue;
    const mats = [materialIds[i % materialIds.length], materialIds[(i + 2) % materialIds.length]].filter((x): x is number => x !== undefined);
    await db.insert(salesReportMaterials).values([...new Set(mats)].map((materialId) => ({ tenantId: t.id, salesReportId: row.id, materialId })));
    const interest = interestIds[i % interestIds.length];
    if (interest !== undefined) await db.insert(salesReportInterests).values({ tenantId: t.id, salesReportId: row.id, interestId: interest });
  }

  await db
    .insert(sectionPasswords)
    .values({ tenantId: t.id, section: DEMO_PROTECTED_SECTION, passwordHash: await hashPassword(DEMO_SECTION_PASSWORD), updatedAt: t.now })
    .onConflictDoNothing();
}

export const seedDirectoryModule: ModuleSeeder = { name: 'directory', seed: seedDirectory };
