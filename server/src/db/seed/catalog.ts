import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { articleTaxonomyItems, articles, categories, priceListArticles, priceLists, warehouses } from '../schema/catalog.ts';
import { profiles } from '../schema/directory.ts';
import { evaluations, goals, packageGoals, packages, ratings } from '../schema/evaluator.ts';
import { quoteRows, quotes } from '../schema/quotes.ts';
import { exactRowAmounts } from '../../../../src/domain/quoteTotals.ts';
import { documentNumber } from '../../shared/salesDocuments/numbering.ts';
import type { ModuleSeeder, SeedTenant } from './context.ts';
import { GENERAL_CATEGORIES, GOALS, type DemoCatalogue } from './catalogData.ts';
import { STANDARD_RATINGS } from '../../modules/ratings/scale.ts';
import { catalogueOf } from './catalogTenants.ts';
import { minutesAfter, seedSteps, type DemoStep } from './workflowSteps.ts';

// Catalogue, quotes and evaluator data of each demo tenant: warehouses, article taxonomies, articles, general
// categories, two price lists, quotes to the directory's customers (different per tenant, catalogTenants.ts), the rating scale, goals and packages.
// Runs after the directory seed (quotes need customers). Idempotent: a tenant that has warehouses is skipped.

type Ids = Map<string, number>;

async function seedCatalogue(db: Db, t: SeedTenant, data: DemoCatalogue): Promise<{ articles: Map<string, { id: number; price: string; unit: (typeof articles.$inferSelect)['unit']; description: string }>; priceListId: number }> {
  const at = { tenantId: t.id, createdAt: t.now, updatedAt: t.now };
  const wh = await db
    .insert(warehouses)
    .values(data.warehouses.map((w) => ({ ...at, ...w })))
    .returning({ id: warehouses.id, code: warehouses.code });
  const whIds: Ids = new Map(wh.map((w) => [w.code, w.id]));

  const tax = new Map<string, Ids>();
  for (const [kind, items] of Object.entries(data.taxonomy)) {
    const rows = await db
      .insert(articleTaxonomyItems)
      .values(items.map((i) => ({ ...at, kind, ...i })))
      .returning({ id: articleTaxonomyItems.id, code: articleTaxonomyItems.code });
    tax.set(kind, new Map(rows.map((r) => [r.code ?? '', r.id])));
  }
  const ref = (kind: string, code: string): number | null => tax.get(kind)?.get(code) ?? null;

  const inserted = await db
    .insert(articles)
    .values(
      data.articles.map((a, i) => ({
        ...at,
        code: a.code,
        description: a.description,
        longDescription: a.long ?? null,
        unit: a.unit,
        price: a.price,
        cost: a.cost,
        vatRate: '22',
        barcode: a.barcode ?? null,
        // One article is out of production, to show the active filter.
        active: a.code !== data.inactive,
        categoryId: ref('category', a.category),
        brandId: ref('brand', a.brand),
        divisionId: ref('division', a.division),
        groupId: ref('group', a.group),
        lineId: ref('line', a.line),
        typeId: ref('type', a.type),
        warehouseId: a.type === 'SRV' ? null : (whIds.get(data.warehouses[i % 4 === 3 ? 1 : 0]?.code ?? '') ?? null),
        stockQuantity: a.stock,
      })),
    )
    .returning({ id: articles.id, code: articles.code, price: articles.price, unit: articles.unit, description: articles.description });
  const byCode = new Map(inserted.map((a) => [a.code, a]));

  await db.insert(categories).values(GENERAL_CATEGORIES.map((c) => ({ ...at, ...c })));

  const year = t.now.slice(0, 4);
  const [list] = await db
    .insert(priceLists)
    .values({ ...at, name: data.priceList.name.replace('{year}', year), code: data.priceList.code.replace('{year}', year), currency: 'EUR', validFrom: `${year}-01-01`, validTo: `${year}-12-31`, notes: data.priceList.notes })
    .returning({ id: priceLists.id });
  if (!list) throw new Error('price list insert returned no row');
  await db.insert(priceListArticles).values(
    data.priceList.items.flatMap((item) => {
      const a = byCode.get(item.code);
      return a ? [{ tenantId: t.id, priceListId: list.id, articleId: a.id, price: item.price ?? a.price, discountPercent: item.discount }] : [];
    }),
  );
  const second = data.secondPriceList;
  await db.insert(priceLists).values({ ...at, name: second.name, code: second.code, currency: 'EUR', validFrom: `${year}-${second.fromMonth}-01`, validTo: null, notes: null });
  return { articles: byCode, priceListId: list.id };
}

async function seedQuotes(db: Db, t: SeedTenant, data: DemoCatalogue, catalogue: Awaited<ReturnType<typeof seedCatalogue>>): Promise<void> {
  const customers = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.tenantId, t.id), eq(profiles.type, 'customer'), isNull(profiles.deletedAt)))
    .orderBy(asc(profiles.id));
  if (customers.length === 0) return;
  const year = Number(t.now.slice(0, 4));
  for (const [i, q] of data.quotes.entries()) {
    const customer = customers[i % customers.length];
    if (!customer) continue;
    const date = `${year}-${q.month}-${String(10 + i).padStart(2, '0')}`;
    const [row] = await db
      .insert(quotes)
      .values({
        tenantId: t.id,
        number: documentNumber(year, i + 1),
        year,
        sequence: i + 1,
        date,
        validUntil: `${year}-${q.month}-28`,
        status: q.status,
        customerId: customer.id,
        priceListId: catalogue.priceListId,
        notes: q.notes,
        sentAt: q.status === 'draft' ? null : `${date} 10:30:00`,
        createdAt: `${date} 09:00:00`,
        updatedAt: `${date} 10:30:00`,
      })
      .returning({ id: quotes.id });
    if (!row) continue;
    await db.insert(quoteRows).values(
      q.items.flatMap((item, position) => {
        const a = catalogue.articles.get(item.code);
        if (!a) return [];
        const amounts = exactRowAmounts(item.qty, a.price, item.discount, '22');
        return [
          {
            tenantId: t.id,
            quoteId: row.id,
            position,
            articleId: a.id,
            description: a.description,
            quantity: item.qty,
            unit: a.unit,
            unitPrice: a.price,
            discountPercent: item.discount,
            vatRate: '22',
            total: amounts.total,
            vat: amounts.vat,
          },
        ];
      }),
    );
  }
}

async function seedEvaluator(db: Db, t: SeedTenant): Promise<void> {
  const scale = await db
    .insert(ratings)
    // The scale every new tenant starts with (modules/ratings/scale.ts), in the demo tenants' Italian.
    .values(STANDARD_RATINGS.map((r) => ({ tenantId: t.id, value: r.value, label: r.label.it, color: r.color })))
    .returning({ id: ratings.id, value: ratings.value });
  const rating = (value: number): number => scale.find((r) => r.value === value)?.id ?? 0;
  const year = Number(t.now.slice(0, 4));
  const at = { tenantId: t.id, createdAt: t.now, updatedAt: t.now };
  const goalRows = await db
    .insert(goals)
    .values(GOALS.map((g, i) => ({ ...at, ...g, year: i === 5 ? year - 1 : year })))
    .returning({ id: goals.id, weight: goals.weight });
  const goal = (i: number) => goalRows[i] ?? { id: 0, weight: '0' };
  const { admin, sub_admin: subAdmin, supervisor, operator } = t.users;

  // Weights of each package total 100 % (a sheet cannot be made visible otherwise); the evaluator is never the
  // person evaluated. Each tenant's packages sit at different steps of assigned → rated → visible → acknowledged.
  type Plan = {
    userId: number;
    evaluatorId: number;
    year: number;
    acknowledged: boolean;
    visible: boolean;
    goals: readonly number[];
    weights: readonly string[];
    ratings: readonly (number | null)[];
  };
  const last = year - 1;
  const plansOf: Readonly<Record<string, readonly Plan[]>> = {
    acme: [
      // The operator's current package: half rated by the supervisor, hidden from her.
      { userId: operator, evaluatorId: supervisor, year, acknowledged: false, visible: false, goals: [0, 2, 3], weights: ['40', '35', '25'], ratings: [4, 3, null] },
      // The supervisor's own package, evaluated by the administrator: he sees it and rates nothing.
      { userId: supervisor, evaluatorId: admin, year, acknowledged: false, visible: false, goals: [1, 4], weights: ['60', '40'], ratings: [null, null] },
      // The sub-administrator's package, fully rated by the supervisor, waiting to be made visible.
      { userId: subAdmin, evaluatorId: supervisor, year, acknowledged: false, visible: false, goals: [1, 2], weights: ['50', '50'], ratings: [5, 4] },
      // Last year: the operator's sheet visible and acknowledged, the supervisor's visible and not yet acknowledged.
      { userId: operator, evaluatorId: supervisor, year: last, acknowledged: true, visible: true, goals: [5], weights: ['100'], ratings: [5] },
      { userId: supervisor, evaluatorId: admin, year: last, acknowledged: false, visible: true, goals: [5], weights: ['100'], ratings: [4] },
    ],
    borgo: [
      { userId: operator, evaluatorId: supervisor, year, acknowledged: false, visible: false, goals: [0, 3], weights: ['50', '50'], ratings: [3, null] },
      { userId: supervisor, evaluatorId: admin, year, acknowledged: false, visible: false, goals: [1, 4], weights: ['70', '30'], ratings: [4, 4] },
      { userId: operator, evaluatorId: supervisor, year: last, acknowledged: false, visible: true, goals: [5], weights: ['100'], ratings: [3] },
    ],
    cantiere: [
      { userId: operator, evaluatorId: supervisor, year, acknowledged: false, visible: false, goals: [2, 3, 4], weights: ['30', '30', '40'], ratings: [null, null, null] },
      { userId: supervisor, evaluatorId: admin, year: last, acknowledged: true, visible: true, goals: [5], weights: ['100'], ratings: [2] },
    ],
  };
  const plans = plansOf[t.slug] ?? plansOf.acme ?? [];
  for (const plan of plans) {
    const [pkg] = await db
      .insert(packages)
      .values({
        ...at,
        userId: plan.userId,
        evaluatorId: plan.evaluatorId,
        year: plan.year,
        periodStart: `${plan.year}-01-01`,
        periodEnd: `${plan.year}-12-31`,
        acknowledgedAt: plan.acknowledged ? t.now : null,
        evaluationSheetVisible: plan.visible,
      })
      .returning({ id: packages.id });
    if (!pkg) continue;
    await db.insert(packageGoals).values(plan.goals.map((g, position) => ({ tenantId: t.id, packageId: pkg.id, goalId: goal(g).id, weight: plan.weights[position] ?? goal(g).weight, position })));
    const evaluated = plan.goals.flatMap((g, i) => {
      const value = plan.ratings[i];
      return value === null || value === undefined ? [] : [{ ...at, packageId: pkg.id, goalId: goal(g).id, ratingId: rating(value), score: null, notes: value >= 4 ? 'Obiettivo raggiunto.' : 'Parzialmente raggiunto.', evaluatorId: plan.evaluatorId }];
    });
    if (evaluated.length > 0) await db.insert(evaluations).values(evaluated);
    await seedSteps(db, t.id, 'packageEvaluation', pkg.id, packageDemoSteps(plan, t.now, admin));
  }
}

/**
 * A demo package's past: assigned by the administrator a month ago, each rating by its evaluator (the last one of
 * a fully rated package makes it rated), made visible by the administrator, acknowledged by the person evaluated.
 */
function packageDemoSteps(
  plan: { userId: number; evaluatorId: number; visible: boolean; acknowledged: boolean; goals: readonly number[]; ratings: readonly (number | null)[] },
  now: string,
  admin: number,
): DemoStep[] {
  const day = 24 * 60;
  const given = plan.ratings.filter((r) => r !== null);
  const rated = plan.goals.length > 0 && given.length === plan.goals.length;
  return [
    { status: 'assigned', userId: admin, at: minutesAfter(now, -30 * day), note: 'created' },
    ...given.map((_, i) => ({ status: rated && i === given.length - 1 ? 'rated' : 'assigned', userId: plan.evaluatorId, at: minutesAfter(now, -20 * day + i * 90), note: 'rating' })),
    ...(plan.visible ? [{ status: 'visible', userId: admin, at: minutesAfter(now, -7 * day), note: 'published' }] : []),
    ...(plan.acknowledged ? [{ status: 'acknowledged', userId: plan.userId, at: now, note: 'acknowledged' }] : []),
  ];
}

export const seedCatalogModule: ModuleSeeder = {
  name: 'catalog',
  async seed(db, t) {
    const [existing] = await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.tenantId, t.id)).limit(1);
    if (existing) return;
    const data = catalogueOf(t.slug);
    const catalogue = await seedCatalogue(db, t, data);
    await seedQuotes(db, t, data, catalogue);
    await seedEvaluator(db, t);
  },
};
