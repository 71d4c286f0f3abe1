import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { articles, priceLists } from '../schema/catalog.ts';
import type { Db } from '../client.ts';
import { tenantSettings } from '../schema/core.ts';
import { profileContacts, profiles } from '../schema/directory.ts';
import { proposals } from '../schema/proposals.ts';
import { samples } from '../schema/samples.ts';
import { mailingLists } from '../schema/newsletter.ts';
import { setPreference } from '../../keyValue/preferences.ts';
import { mergeUpdate, proposalInput } from '../../modules/proposals/input.ts';
import { presentProposal } from '../../modules/proposals/present.ts';
import { addresseesOf, findProposal, insertProposal, linesOf, markSent, proposalStep, updateProposal } from '../../modules/proposals/repository.ts';
import { recordStep } from '../../shared/workflowSteps/steps.ts';
import { addDays } from '../../../../src/domain/proposalTotals.ts';
import { formatDate } from '../../../../src/domain/numericDateFormat.ts';
import { sampleInput } from '../../modules/samples/input.ts';
import { recordEvent } from '../../modules/samples/history.ts';
import { insertSample, recordDecision } from '../../modules/samples/repository.ts';
import { fakeMailUp } from '../../providers/mailing/fake.ts';
import { isProviderFailure, type MailingProvider, type ProviderFailure, type RecipientInput, type RecipientStatus } from '../../providers/mailing/provider.ts';
import { minutesAfter, seedSteps } from './workflowSteps.ts';
import { isFailure } from '../../http/failure.ts';
import type { Body } from '../../http/operationTypes.ts';
import type { ModuleSeeder, SeedTenant } from './context.ts';
import { TENANT_DIRECTORIES } from './directoryTenantData.ts';
import { CANTIERE_PROPOSALS, PROPOSALS, RECIPIENTS, SAMPLES, type DemoProposal } from './salesData.ts';

// Proposals (one with two closed revisions in its history), samples in every derived status, and the newsletter:
// the admin's mailing-service preferences plus two lists with groups and recipients in every status.
// Goes through the modules' own input and repository code, so seeded records obey the same rules as API ones.
// Skips modules the tenant hides (setting `modules.hidden`); idempotent per module (skipped when data exists).

async function hiddenModules(db: Db, tenantId: number): Promise<Set<string>> {
  const [row] = await db
    .select({ value: tenantSettings.value })
    .from(tenantSettings)
    .where(and(eq(tenantSettings.tenantId, tenantId), eq(tenantSettings.key, 'modules.hidden')));
  return new Set(Array.isArray(row?.value) ? row.value.filter((x): x is string => typeof x === 'string') : []);
}

async function customerIds(db: Db, tenantId: number): Promise<number[]> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.type, 'customer'), isNull(profiles.deletedAt)))
    .orderBy(asc(profiles.id));
  return rows.map((r) => r.id);
}

const isEmpty = async (db: Db, table: typeof proposals | typeof samples | typeof mailingLists, tenantId: number): Promise<boolean> => {
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.tenantId, tenantId));
  return (row?.n ?? 0) === 0;
};

/** What the demo rows refer to in the tenant's catalogue: article ids by code and the main price list. */
type CatalogueRefs = { articles: Map<string, number>; priceListId: number | null };

async function catalogueRefs(db: Db, tenantId: number): Promise<CatalogueRefs> {
  const rows = await db.select({ id: articles.id, code: articles.code }).from(articles).where(eq(articles.tenantId, tenantId));
  // The main list is the first the catalogue seed writes ("Listino {year}", "Tariffario refit {year}"…).
  const [list] = await db.select({ id: priceLists.id }).from(priceLists).where(eq(priceLists.tenantId, tenantId)).orderBy(asc(priceLists.id)).limit(1);
  return { articles: new Map(rows.map((r) => [r.code, r.id])), priceListId: list?.id ?? null };
}

function proposalBody(p: DemoProposal, customerId: number, agentId: number, date: string, refs: CatalogueRefs): Body<'createProposal'> {
  return {
    date,
    validity_days: p.validityDays,
    customer_id: customerId,
    addressees: p.addressees.map((x) => ({ role: x.role, name: x.name, email: x.email, receives_mail: x.mail })),
    payment_method: p.payment,
    incoterm: p.incoterm as Body<'createProposal'>['incoterm'],
    delivery_addresses: p.delivery,
    discounts: p.discounts,
    notes: p.notes,
    agent_id: agentId,
    rows: p.rows.map((r) => ({
      article_id: (r.article && refs.articles.get(r.article)) || null,
      price_list_id: r.fromPriceList ? refs.priceListId : null,
      ...(r.vat ? { vat_rate: r.vat } : {}),
      description: r.description,
      format: r.format ?? null,
      thickness_micron: r.thickness ?? null,
      bands: r.bands ?? null,
      punctures: r.punctures ?? null,
      print_subjects: r.subjects ?? null,
      ...(r.cliche ? { cliche_cost: r.cliche } : {}),
      quantity: r.quantity,
      unit: r.unit,
      unit_price: r.price,
      ...(r.discount ? { discount_percent: r.discount } : {}),
    })),
  };
}

/**
 * The demo proposals name acme's customers' people and sites; a tenant with its own directory (borgo, cantiere)
 * addresses the proposal to its own customer's first contact and delivers to that customer's address instead.
 */
async function ownCustomerParts(db: Db, t: SeedTenant, customerId: number, demo: DemoProposal): Promise<Pick<DemoProposal, 'addressees' | 'delivery'>> {
  if (!TENANT_DIRECTORIES[t.slug]) return demo;
  const [p] = await db.select().from(profiles).where(and(eq(profiles.tenantId, t.id), eq(profiles.id, customerId)));
  const [contact] = await db.select().from(profileContacts).where(eq(profileContacts.profileId, customerId)).orderBy(asc(profileContacts.position)).limit(1);
  if (!p) return demo;
  return {
    addressees: contact ? [{ role: 'attention', name: contact.name, email: contact.email, mail: Boolean(contact.email) }] : [],
    delivery: demo.delivery.map((d) => ({ ...d, street: [p.street, p.streetNumber].filter(Boolean).join(' '), city: p.city ?? '', province: p.province ?? '', postal_code: p.postalCode ?? '', country: p.country ?? 'IT' })),
  };
}

/** The sample's contact line for a tenant with its own directory: its customer's first contact (else the demo's). */
async function ownCustomerContact(db: Db, t: SeedTenant, customerId: number): Promise<string | null> {
  if (!TENANT_DIRECTORIES[t.slug]) return null;
  const [contact] = await db.select().from(profileContacts).where(eq(profileContacts.profileId, customerId)).orderBy(asc(profileContacts.position)).limit(1);
  return contact ? [contact.name, contact.email].filter(Boolean).join(' — ') : null;
}

async function seedProposals(db: Db, t: SeedTenant, customers: readonly number[]): Promise<void> {
  const today = t.now.slice(0, 10);
  const refs = await catalogueRefs(db, t.id);
  // Each tenant sells its own trade: the boatyard its services, the others the packaging demo.
  const demos = t.slug === 'cantiere' ? CANTIERE_PROPOSALS : PROPOSALS;
  for (const [i, demo] of demos.entries()) {
    const customerId = customers[demo.customer % customers.length];
    if (customerId === undefined) return;
    const date = addDays(today, -demo.daysAgo);
    const at = `${date} 09:${String(10 + i).padStart(2, '0')}:00`;
    const body = proposalBody({ ...demo, ...(await ownCustomerParts(db, t, customerId, demo)) }, customerId, t.users.supervisor, date, refs);
    const input = await proposalInput(db, t.id, body, { date, validityDays: 30 });
    if (isFailure(input)) throw new Error(`seed proposal ${i}: ${JSON.stringify(input)}`);
    const id = await insertProposal(db, t.id, { ...input, authorId: t.users.supervisor, now: at, origin: 'created' });
    if (i === 0) await reviseTwice(db, t, id, body, date, demo.revisedPrice ?? null);
    if (demo.outcome === 'draft') continue;
    // Sent the day after it was made (the revised one after its last revision), the outcome recorded two days later:
    // the live view of a demo offer shows these steps in the order they happened.
    const sentOn = addDays(date, i === 0 ? 6 : 1);
    await markSent(db, t.id, id, 'sent', `${sentOn} 10:00:00`, { userId: t.users.supervisor, again: false });
    if (demo.outcome !== 'sent') await recordOutcome(db, t, id, demo.outcome, `${addDays(sentOn, 2)} 11:${String(10 + i).padStart(2, '0')}:00`);
  }
}

/** The customer's answer as the seller records it (a standard edit of the status only), with its step. */
async function recordOutcome(db: Db, t: SeedTenant, id: number, outcome: 'accepted' | 'rejected', at: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(proposals)
      .set({ status: outcome, updatedAt: at })
      .where(and(eq(proposals.tenantId, t.id), eq(proposals.id, id)));
    await recordStep(tx, proposalStep(t.id, id), { status: outcome, userId: t.users.supervisor, at, note: null });
  });
}

/**
 * The note the seller adds to the second revision. People write dates as they read them: the demo note printed the
 * wire's "2026-11-08" on the proposal's page, its PDF and its history, beside dates shown as 08/11/2026.
 */
export const revisionNote = (date: string): string => `Prezzo rivisto dopo l'incontro del ${formatDate(date, 'it')}.`;

/** The first proposal gets two revisions: the customer asked for a longer validity, then for a better price. */
async function reviseTwice(db: Db, t: SeedTenant, id: number, body: Body<'createProposal'>, date: string, revisedPrice: string | null): Promise<void> {
  for (const n of [0, 1]) {
    const before = await findProposal(db, t.id, id);
    if (!before) return;
    const lines = (await linesOf(db, t.id, [id])).get(id) ?? [];
    const people = (await addresseesOf(db, t.id, [id])).get(id) ?? [];
    // Sent as the edit screen sends it: only what changed, rows by id (the rest is kept by the merge).
    const first = lines[0];
    const edit: Body<'updateProposal'> =
      n === 0
        ? { edit_type: 'revision', validity_days: 90 }
        : { edit_type: 'revision', rows: lines.map((l) => (l === first && revisedPrice ? { id: l.id, unit_price: revisedPrice } : { id: l.id })), notes: `${body.notes ?? ''} ${revisionNote(date)}`.trim() };
    const merged = mergeUpdate(before, lines, people, edit);
    if (isFailure(merged)) throw new Error(`seed revision: ${merged.message}`);
    const owned = { rows: new Set(lines.map((l) => l.id)), addressees: new Set(people.map((x) => x.id)) };
    const input = await proposalInput(db, t.id, merged, { date: before.date, validityDays: before.validityDays }, owned);
    if (isFailure(input)) throw new Error(`seed revision: ${input.message}`);
    await updateProposal(db, t.id, id, {
      header: { ...input.header, status: 'draft' },
      lines: input.lines,
      addressees: input.addressees,
      now: `${addDays(date, 2 + 3 * n)} 15:30:00`,
      userId: n === 0 ? t.users.supervisor : t.users.admin,
      revision: { authorId: n === 0 ? t.users.supervisor : t.users.admin, snapshot: (tx, closing) => presentProposal(tx, t.id, closing) },
    });
  }
}

async function seedSamples(db: Db, t: SeedTenant, customers: readonly number[]): Promise<void> {
  const today = t.now.slice(0, 10);
  for (const [i, demo] of SAMPLES.entries()) {
    const customerId = customers[demo.customer % customers.length];
    if (customerId === undefined) return;
    const date = addDays(today, -demo.daysAgo);
    const input = await sampleInput(
      db,
      t.id,
      {
        date,
        customer_id: customerId,
        customer_data: { contact: (await ownCustomerContact(db, t, customerId)) ?? demo.contact, notes: null },
        agent_id: t.users.supervisor,
        sales_manager_id: t.users.sub_admin,
        materials: demo.materials,
        weight: demo.weight,
        machine_name: demo.machine?.[0] ?? null,
        machine_type: demo.machine?.[1] ?? null,
        packing_speed: demo.speed,
        format: demo.format,
        thickness_micron: demo.thickness,
        price_target: demo.priceTarget,
        volume: demo.volume,
        delivery_time: demo.deliveryTime,
        new_project: demo.newProject,
        test_results: demo.tests.map((x) => ({ date: addDays(today, -x.daysAgo), outcome: x.outcome, notes: x.notes })),
      },
      date,
      null,
    );
    if (isFailure(input)) throw new Error(`seed sample ${i}: ${input.message}`);
    const id = await insertSample(db, t.id, input.fields, input.results, `${date} 11:00:00`);
    // Its history as the app would have written it: created, then each decision.
    await recordEvent(db, t.id, id, { kind: 'created', userId: t.users.supervisor, at: `${date} 11:00:00` });
    const decide = async (department: 'technical_direction' | 'sales_management', d: DemoSample['technical'], userId: number, day: number) => {
      if (!d) return;
      const at = `${addDays(date, day)} 16:00:00`;
      await recordDecision(db, t.id, id, { department, status: d.status, notes: d.notes, userId, at });
      await recordEvent(db, t.id, id, { kind: 'decision', userId, at, department, status: d.status });
    };
    await decide('technical_direction', demo.technical, t.users.supervisor, 2);
    await decide('sales_management', demo.sales, t.users.sub_admin, 3);
  }
}
type DemoSample = (typeof SAMPLES)[number];

async function must<T>(result: Promise<T | ProviderFailure>): Promise<T> {
  const value = await result;
  if (isProviderFailure(value)) throw new Error(`seed newsletter: ${value._tag}`);
  return value;
}

async function seedNewsletter(db: Db, t: SeedTenant): Promise<void> {
  for (const [key, value] of [
    ['newsletter.enabled', 'enabled'],
    ['newsletter.username', 'demo'],
    ['newsletter.password', 'demo-mailup'],
  ] as const) {
    await setPreference(db, t.id, t.users.admin, key, value, t.now);
  }
  const provider: MailingProvider = fakeMailUp(db, t.id, () => t.now);
  const customersList = await must(
    provider.createList({ Name: 'Clienti Italia', Description: 'Novità di prodotto e listini per i clienti italiani', OwnerEmail: `admin@${t.slug}.test`, Business: true, Customer: true }),
  );
  const fairsList = await must(
    provider.createList({ Name: 'Fiere ed eventi 2026', Description: 'Inviti a fiere, open day e webinar', Notes: 'Contatti raccolti a Ipack-Ima e Cibus', Business: true, Customer: false }),
  );
  const food = await must(provider.createGroup(customersList.idList, { Name: 'Industria alimentare', Notes: 'Pastifici, caseifici, birrifici' }));
  const retail = await must(provider.createGroup(customersList.idList, { Name: 'Retail e GDO' }));
  const abroad = await must(provider.createGroup(fairsList.idList, { Name: 'Visitatori esteri' }));

  const input = (r: (typeof RECIPIENTS)[number]): RecipientInput => ({
    Email: r.email,
    Name: r.name,
    Fields: [
      { Id: 1, Value: r.first },
      { Id: 2, Value: r.last },
      ...(r.business ? [{ Id: 3, Value: r.business }] : []),
      { Id: 8, Value: r.country },
    ],
  });
  // Italian customers go to the customers list (by sector group); foreign contacts to the fairs list. Every
  // fourth address waits for its confirmation (PENDING); two customers unsubscribed (OPTOUT).
  // Each addition is a recorded step (by the administrator, a few hours apart, a month ago), as the app records it.
  const added = async (idList: number, r: { idRecipient: number; Status: RecipientStatus }, i: number) =>
    seedSteps(db, t.id, 'newsletterSubscription', `${idList}:${r.idRecipient}`, [{ status: r.Status, userId: t.users.admin, at: minutesAfter(t.now, -30 * 24 * 60 + i * 180), note: 'added' }]);
  for (const [i, r] of RECIPIENTS.entries()) {
    const confirm = i % 4 === 3;
    if (r.country === 'IT') {
      const group = [1, 2, 5].includes(i) ? food : retail;
      await added(customersList.idList, await must(provider.subscribeToGroup(group.idGroup, input(r), confirm)), i);
    } else {
      await added(fairsList.idList, await must(provider.subscribeToGroup(abroad.idGroup, input(r), confirm)), i);
    }
    if (i === 0 || i === 5) await added(fairsList.idList, await must(provider.subscribeToList(fairsList.idList, input(r), false)), i);
  }
  const optOut = await must(provider.listRecipients(customersList.idList, { pageNumber: 0, pageSize: 100, search: 'profumeriebellini' }));
  const optOut2 = await must(provider.listRecipients(customersList.idList, { pageNumber: 0, pageSize: 100, search: 'ferramentaumbra' }));
  for (const [i, r] of [...optOut.Items, ...optOut2.Items].entries()) {
    await must(provider.unsubscribeFromList(customersList.idList, r.idRecipient));
    await seedSteps(db, t.id, 'newsletterSubscription', `${customersList.idList}:${r.idRecipient}`, [{ status: 'OPTOUT', userId: t.users.supervisor, at: minutesAfter(t.now, -(6 - i) * 24 * 60), note: 'unsubscribed' }]);
  }
}

export const seedSalesModule: ModuleSeeder = {
  name: 'sales',
  async seed(db, t) {
    const hidden = await hiddenModules(db, t.id);
    const customers = await customerIds(db, t.id);
    if (customers.length === 0) return;
    if (!hidden.has('proposals') && (await isEmpty(db, proposals, t.id))) await seedProposals(db, t, customers);
    if (!hidden.has('samples') && (await isEmpty(db, samples, t.id))) await seedSamples(db, t, customers);
    if (!hidden.has('newsletter') && (await isEmpty(db, mailingLists, t.id))) await seedNewsletter(db, t);
  },
};
