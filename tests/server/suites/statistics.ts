import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../server/src/db/schema/core.ts';
import { articleTaxonomyItems, articles } from '../../../server/src/db/schema/catalog.ts';
import { profiles } from '../../../server/src/db/schema/directory.ts';
import { proposals } from '../../../server/src/db/schema/proposals.ts';
import { quoteRows, quotes } from '../../../server/src/db/schema/quotes.ts';
import { salesReports } from '../../../server/src/db/schema/salesReports.ts';
import { tasks } from '../../../server/src/db/schema/tasks.ts';
import { vacations } from '../../../server/src/db/schema/vacations.ts';
import { works, workTypes } from '../../../server/src/db/schema/works.ts';
import { elapsedSeconds } from '../../../src/domain/elapsed.ts';
import { at, type TestServer } from '../harness.ts';
import { schemaErrors } from '../responseSchema.ts';
import { roleClient, type Row } from './roleClient.ts';

// Statistics are SQL aggregates; the test recomputes every figure from the raw rows in JavaScript (integer
// cents and seconds) and compares.

type Period = { from: string; to: string };

/** "1234.5" → 123450n cents (the stored numerics have two decimals). */
const cents = (v: string): bigint => {
  const [w = '0', f = ''] = v.split('.');
  const sign = w.startsWith('-') ? -1n : 1n;
  return sign * (BigInt(w.replace('-', '')) * 100n + BigInt((f + '00').slice(0, 2)));
};
const money = (c: bigint): string => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;
/** Seconds as hours rounded half up to two decimals. */
const hours = (seconds: number): string => money((BigInt(seconds) * 100n + 1800n) / 3600n);
const inDays = (wall: string, p: Period): boolean => wall.slice(0, 10) >= p.from && wall.slice(0, 10) <= p.to;

export function statisticsSuite(server: () => TestServer): void {
  const { call, admin, data, ok, db, tenantId } = roleClient(server);

  /** Everything the statistics read, of one tenant, straight from the tables. */
  const raw = async (slug: string) => {
    const t = await tenantId(slug);
    return {
      profiles: await db().select().from(profiles).where(eq(profiles.tenantId, t)),
      quotes: await db().select().from(quotes).where(eq(quotes.tenantId, t)),
      rows: await db().select().from(quoteRows).where(eq(quoteRows.tenantId, t)),
      reports: await db().select().from(salesReports).where(eq(salesReports.tenantId, t)),
      tasks: await db().select().from(tasks).where(eq(tasks.tenantId, t)),
      works: await db().select().from(works).where(eq(works.tenantId, t)),
      workTypes: await db().select().from(workTypes).where(eq(workTypes.tenantId, t)),
      vacations: await db().select().from(vacations).where(eq(vacations.tenantId, t)),
      users: await db().select().from(users).where(eq(users.tenantId, t)),
      articles: await db().select().from(articles).where(eq(articles.tenantId, t)),
      taxonomy: await db().select().from(articleTaxonomyItems).where(eq(articleTaxonomyItems.tenantId, t)),
      proposals: await db().select().from(proposals).where(eq(proposals.tenantId, t)),
    };
  };
  const quoteTotal = (r: Awaited<ReturnType<typeof raw>>, quoteId: number): bigint =>
    r.rows.filter((x) => x.quoteId === quoteId).reduce((s, x) => s + cents(x.total), 0n);
  const taskDay = (t: { start: string | null; createdAt: string }): string => t.start ?? t.createdAt;

  /** Today in the tenant's zone (the demo tenants are in Europe/Rome). */
  const today = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  /** The tenant's wall clock now, `YYYY-MM-DD HH:mm:ss`, shifted by `offsetSeconds`. */
  const wallClockNow = (offsetSeconds = 0): string =>
    new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .format(new Date(Date.now() + offsetSeconds * 1000));
  /**
   * A GET whose answer counts running tasks up to the server's clock: that clock read falls between the two readings
   * taken here, so a figure of the answer equals the figure on one of them.
   */
  const timedGet = async (path: string): Promise<{ body: Row; clocks: [string, string] }> => {
    const before = wallClockNow();
    const body = data(ok(await admin('GET', path), 200));
    return { body, clocks: [before, wallClockNow()] };
  };
  /** Tracked hours of `ts` on `now`, running stretches included (the works' totals' rule, src/domain/elapsed.ts). */
  const hoursOn = (ts: readonly { status: string; trackedSeconds: number; startedAt: string | null }[], now: string): string =>
    hours(ts.reduce((n, t) => n + elapsedSeconds(t, now), 0));

  describe('statistics', () => {
    it('summary: defaults to this year up to today and matches the seeded rows', async () => {
      const { body: s, clocks } = await timedGet('/statistics/summary');
      const p = { from: `${today().slice(0, 4)}-01-01`, to: today() };
      expect(s).toMatchObject(p);
      expect(schemaErrors(server(), 'StatisticsSummary', s)).toEqual([]);
      const r = await raw('acme');
      const live = r.profiles.filter((x) => x.deletedAt === null && inDays(x.createdAt, p));
      const periodQuotes = r.quotes.filter((q) => q.date >= p.from && q.date <= p.to);
      const periodTasks = r.tasks.filter((t) => inDays(taskDay(t), p));
      expect(clocks.map((now) => hoursOn(periodTasks, now))).toContain(s.tracked_hours);
      expect(s).toEqual({
        ...p,
        customers_count: live.filter((x) => x.type === 'customer').length,
        leads_count: live.filter((x) => x.type === 'lead').length,
        active_works_count: r.works.filter((w) => w.status === 'active').length,
        running_tasks_count: r.tasks.filter((t) => t.status === 'started').length,
        tracked_hours: s.tracked_hours,
        quotes_count: periodQuotes.length,
        quotes_total: money(periodQuotes.reduce((sum, q) => sum + quoteTotal(r, q.id), 0n)),
        sales_reports_count: r.reports.filter((x) => x.date >= p.from && x.date <= p.to).length,
        pending_vacations_count: r.vacations.filter((v) => v.status === 'pending').length,
      });
      // Real data, not zeros.
      expect(s.customers_count).toBeGreaterThan(0);
      expect(s.quotes_count).toBeGreaterThan(0);
      expect(s.pending_vacations_count).toBeGreaterThan(0);
      expect(Number(s.tracked_hours)).toBeGreaterThan(0);
    });

    it('sales by month: every month of the period, counts and totals per month', async () => {
      const p = { from: `${Number(today().slice(0, 4)) - 1}-11-01`, to: today() };
      const s = data(ok(await admin('GET', `/statistics/sales?from=${p.from}&to=${p.to}`), 200));
      const r = await raw('acme');
      expect(schemaErrors(server(), 'SalesStatistics', s)).toEqual([]);
      const series = s.series as { key: string; label: string; quotes_count: number; quotes_total: string; sales_reports_count: number }[];
      const months: string[] = [];
      for (let d = new Date(`${p.from}T00:00:00Z`); d.toISOString().slice(0, 7) <= p.to.slice(0, 7); d.setUTCMonth(d.getUTCMonth() + 1)) months.push(d.toISOString().slice(0, 7));
      expect(series.map((x) => x.key)).toEqual(months);
      // Labels in the reader's language (the harness reads English).
      expect(series[0]?.label).toBe(`November ${Number(today().slice(0, 4)) - 1}`);
      for (const m of series) {
        const qs = r.quotes.filter((q) => q.date.slice(0, 7) === m.key && q.date >= p.from && q.date <= p.to);
        expect(m.quotes_count, m.key).toBe(qs.length);
        expect(m.quotes_total, m.key).toBe(money(qs.reduce((sum, q) => sum + quoteTotal(r, q.id), 0n)));
        expect(m.sales_reports_count, m.key).toBe(r.reports.filter((x) => x.date.slice(0, 7) === m.key && x.date >= p.from && x.date <= p.to).length);
      }
      const totals = s.totals as { quotes_count: number; quotes_total: string; sales_reports_count: number };
      expect(totals.quotes_count).toBe(series.reduce((n, x) => n + x.quotes_count, 0));
      expect(totals.sales_reports_count).toBe(series.reduce((n, x) => n + x.sales_reports_count, 0));
      expect(totals.quotes_total).toBe(money(series.reduce((c, x) => c + cents(x.quotes_total), 0n)));
    });

    it('sales by agent and by customer group on the profiles (none for no agent)', async () => {
      const p = { from: '2000-01-01', to: '2099-12-31' };
      const r = await raw('acme');
      const byCustomer = data(ok(await admin('GET', `/statistics/sales?from=${p.from}&to=${p.to}&group_by=customer`), 200));
      const custSeries = byCustomer.series as { key: string; label: string; quotes_count: number; sales_reports_count: number }[];
      for (const row of custSeries) {
        const id = Number(row.key);
        expect(row.quotes_count, row.label).toBe(r.quotes.filter((q) => q.customerId === id).length);
        expect(row.sales_reports_count, row.label).toBe(r.reports.filter((x) => x.profileId === id).length);
      }
      expect(custSeries.reduce((n, x) => n + x.quotes_count, 0)).toBe(r.quotes.length);
      expect(custSeries.reduce((n, x) => n + x.sales_reports_count, 0)).toBe(r.reports.length);

      const byAgent = data(ok(await admin('GET', `/statistics/sales?from=${p.from}&to=${p.to}&group_by=agent`), 200));
      expect(schemaErrors(server(), 'SalesStatistics', byAgent)).toEqual([]);
      expect(schemaErrors(server(), 'SalesStatistics', byCustomer)).toEqual([]);
      const agentOf = new Map(r.profiles.map((x) => [x.id, x.agentId]));
      const agentSeries = byAgent.series as { key: string; label: string; quotes_count: number; quotes_total: string; sales_reports_count: number }[];
      for (const row of agentSeries) {
        const matches = (profileId: number) => {
          const agent = agentOf.get(profileId) ?? null;
          return row.key === 'none' ? agent === null : agent === Number(row.key);
        };
        const qs = r.quotes.filter((q) => matches(q.customerId));
        expect(row.quotes_count, row.key).toBe(qs.length);
        expect(row.quotes_total, row.key).toBe(money(qs.reduce((s, q) => s + quoteTotal(r, q.id), 0n)));
        expect(row.sales_reports_count, row.key).toBe(r.reports.filter((x) => matches(x.profileId)).length);
        if (row.key !== 'none') expect(row.label).toBe(r.users.find((u) => u.id === Number(row.key))?.name);
      }
      expect(agentSeries.length).toBeGreaterThan(0);
      expect((byAgent.totals as Row).quotes_total).toBe((byCustomer.totals as Row).quotes_total);
    });

    it('counts a quote and a sales report created through the API in their month, and nothing of other tenants', async () => {
      const customer = (at((await admin('GET', '/profiles?type=customer')).body, 'data.0') as Row).id;
      ok(
        await admin('POST', '/quotes', {
          date: '2045-03-12',
          customer_id: customer,
          rows: [
            { description: 'Scaffale', quantity: '3', unit_price: '19.99', vat_rate: '22' },
            { description: 'Montaggio', quantity: '1.5', unit_price: '40', discount_percent: '10', vat_rate: '22' },
          ],
        }),
        201,
      );
      ok(await admin('POST', '/sales-reports', { date: '2045-03-20', profile_id: customer, contact_type: 'visit', summary: 'Visita 2045' }), 201);
      const cantiereCustomer = (at((await call('cantiere', 'admin', 'GET', '/profiles?type=customer')).body, 'data.0') as Row).id;
      ok(await call('cantiere', 'admin', 'POST', '/sales-reports', { date: '2045-03-21', profile_id: cantiereCustomer, contact_type: 'call', summary: 'Altro tenant' }), 201);

      const s = data(ok(await admin('GET', '/statistics/sales?from=2045-01-01&to=2045-12-31'), 200));
      const march = (s.series as Row[]).find((x) => x.key === '2045-03');
      // 3 × 19.99 = 59.97, 1.5 × 40 × 0.9 = 54.00.
      expect(march).toMatchObject({ label: 'March 2045', quotes_count: 1, quotes_total: '113.97', sales_reports_count: 1 });
      expect(s.series).toHaveLength(12);
      expect(s.totals).toEqual({ quotes_count: 1, quotes_total: '113.97', sales_reports_count: 1 });
      const sum = data(ok(await admin('GET', '/statistics/summary?from=2045-03-01&to=2045-03-31'), 200));
      expect(sum).toMatchObject({ quotes_count: 1, quotes_total: '113.97', sales_reports_count: 1, customers_count: 0, tracked_hours: '0.00' });
      const theirs = data(ok(await call('cantiere', 'admin', 'GET', '/statistics/sales?from=2045-01-01&to=2045-12-31'), 200));
      expect(theirs.totals).toEqual({ quotes_count: 0, quotes_total: '0.00', sales_reports_count: 1 });
    });

    it('article categories: the period quote rows per article category, none for rows without one', async () => {
      const p = { from: '2000-01-01', to: '2099-12-31' };
      const s = data(ok(await admin('GET', `/statistics/article-categories?from=${p.from}&to=${p.to}`), 200));
      expect(schemaErrors(server(), 'ArticleCategoryStatistics', s)).toEqual([]);
      const r = await raw('acme');
      const categoryOf = new Map(r.articles.map((a) => [a.id, a.categoryId]));
      const groups = new Map<string, { quotes: Set<number>; rows: number; cents: bigint }>();
      for (const row of r.rows) {
        const category = row.articleId === null ? null : (categoryOf.get(row.articleId) ?? null);
        const key = category === null ? 'none' : String(category);
        const g = groups.get(key) ?? { quotes: new Set<number>(), rows: 0, cents: 0n };
        g.quotes.add(row.quoteId);
        g.rows += 1;
        g.cents += cents(row.total);
        groups.set(key, g);
      }
      const series = s.series as { key: string; label: string; quotes_count: number; rows_count: number; total: string }[];
      expect(series.map((x) => x.key).sort()).toEqual([...groups.keys()].sort());
      for (const row of series) {
        const want = groups.get(row.key);
        expect({ quotes: row.quotes_count, rows: row.rows_count, total: row.total }, row.key).toEqual({ quotes: want?.quotes.size, rows: want?.rows, total: money(want?.cents ?? 0n) });
        if (row.key !== 'none') expect(row.label).toBe(r.taxonomy.find((x) => x.id === Number(row.key))?.name);
      }
      // Seeded quotes carry articles of several categories; the largest comes first.
      expect(series.filter((x) => x.key !== 'none').length).toBeGreaterThan(1);
      const named = series.filter((x) => x.key !== 'none');
      expect(named.map((x) => cents(x.total))).toEqual([...named.map((x) => cents(x.total))].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
      expect(s.totals).toEqual({ rows_count: r.rows.length, total: money(r.rows.reduce((c, x) => c + cents(x.total), 0n)) });

      // A quote of the API: its article's category and a free row under none, nothing of other tenants.
      const article = r.articles.find((a) => a.categoryId !== null && a.active);
      const customer = (at((await admin('GET', '/profiles?type=customer')).body, 'data.0') as Row).id;
      ok(
        await admin('POST', '/quotes', {
          date: '2046-05-02',
          customer_id: customer,
          rows: [
            { article_id: article?.id, description: 'Articolo', quantity: '2', unit_price: '10.005', vat_rate: '22' },
            { description: 'Riga libera', quantity: '1', unit_price: '7.5', vat_rate: '22' },
          ],
        }),
        201,
      );
      const only = data(ok(await admin('GET', '/statistics/article-categories?from=2046-05-01&to=2046-05-31'), 200));
      expect(only.series).toEqual([
        { key: String(article?.categoryId), label: r.taxonomy.find((x) => x.id === article?.categoryId)?.name, quotes_count: 1, rows_count: 1, total: '20.01' },
        { key: 'none', label: '', quotes_count: 1, rows_count: 1, total: '7.50' },
      ]);
      expect(only.totals).toEqual({ rows_count: 2, total: '27.51' });
      const theirs = data(ok(await call('cantiere', 'admin', 'GET', '/statistics/article-categories?from=2046-05-01&to=2046-05-31'), 200));
      expect(theirs).toEqual({ from: '2046-05-01', to: '2046-05-31', series: [], totals: { rows_count: 0, total: '0.00' } });
    });

    it('outcomes: quotes and proposals won, lost and open, by month, agent and customer', async () => {
      const p = { from: '2000-01-01', to: '2099-12-31' };
      const r = await raw('acme');
      // A proposal counts with the status its list shows (one past its validity reads as expired, stored or not).
      const listed = data(ok(await admin('GET', '/proposals?page_size=500'), 200)) as unknown as { id: number; status: string }[];
      const read = new Map(listed.map((x) => [x.id, x.status]));
      const outcome = (status: string): 'won' | 'lost' | 'open' => (status === 'accepted' ? 'won' : status === 'rejected' || status === 'expired' ? 'lost' : 'open');
      type Counts = Record<'quotes_won' | 'quotes_lost' | 'quotes_open' | 'proposals_won' | 'proposals_lost' | 'proposals_open', number>;
      const tally = (keyOf: (doc: { date: string; customerId: number }) => string): Map<string, Counts> => {
        const out = new Map<string, Counts>();
        const add = (key: string, field: keyof Counts) => {
          const c = out.get(key) ?? { quotes_won: 0, quotes_lost: 0, quotes_open: 0, proposals_won: 0, proposals_lost: 0, proposals_open: 0 };
          c[field] += 1;
          out.set(key, c);
        };
        for (const q of r.quotes) add(keyOf(q), `quotes_${outcome(q.status)}`);
        for (const x of r.proposals) add(keyOf(x), `proposals_${outcome(read.get(x.id) ?? x.status)}`);
        return out;
      };
      const agentOf = new Map(r.profiles.map((x) => [x.id, x.agentId]));
      const groupings = {
        customer: (d: { customerId: number }) => String(d.customerId),
        agent: (d: { customerId: number }) => String(agentOf.get(d.customerId) ?? 'none'),
      };
      for (const [by, keyOf] of Object.entries(groupings)) {
        const s = data(ok(await admin('GET', `/statistics/outcomes?from=${p.from}&to=${p.to}&group_by=${by}`), 200));
        expect(schemaErrors(server(), 'OutcomeStatistics', s)).toEqual([]);
        const want = tally(keyOf);
        const series = s.series as (Counts & { key: string; label: string })[];
        expect(series.map((x) => x.key).sort(), by).toEqual([...want.keys()].sort());
        for (const { key, label: _label, ...counts } of series) expect(counts, `${by} ${key}`).toEqual(want.get(key));
      }
      // The seed has won, lost and open quotes and proposals.
      const all = data(ok(await admin('GET', `/statistics/outcomes?from=${p.from}&to=${p.to}&group_by=customer`), 200));
      const totals = all.totals as Counts;
      expect(totals).toMatchObject({ quotes_won: r.quotes.filter((q) => q.status === 'accepted').length, proposals_won: r.proposals.filter((x) => x.status === 'accepted').length });
      expect(totals.quotes_won * totals.quotes_lost * totals.quotes_open).toBeGreaterThan(0);
      expect(totals.quotes_won + totals.quotes_lost + totals.quotes_open).toBe(r.quotes.length);
      expect(totals.proposals_won + totals.proposals_lost + totals.proposals_open).toBe(r.proposals.length);

      // By month: every month of the period; an accepted quote created through the API counts as won in its month.
      const customer = (at((await admin('GET', '/profiles?type=customer')).body, 'data.0') as Row).id;
      const quote = data(ok(await admin('POST', '/quotes', { date: '2047-02-10', customer_id: customer, rows: [{ description: 'X', quantity: '1', unit_price: '1', vat_rate: '22' }] }), 201));
      ok(await admin('POST', '/quotes', { date: '2047-02-11', customer_id: customer, rows: [] }), 201);
      // A quote is answered once sent (a draft leaves draft only through the send call).
      ok(await admin('POST', `/quotes/${quote.id}/send-to-assigned-customer`, {}), 200);
      ok(await admin('PUT', `/quotes/${quote.id}`, { date: '2047-02-10', customer_id: customer, status: 'accepted', rows: [{ description: 'X', quantity: '1', unit_price: '1', vat_rate: '22' }] }), 200);
      const byMonth = data(ok(await admin('GET', '/statistics/outcomes?from=2047-01-01&to=2047-03-31'), 200));
      expect(byMonth.series).toEqual([
        { key: '2047-01', label: 'January 2047', quotes_won: 0, quotes_lost: 0, quotes_open: 0, proposals_won: 0, proposals_lost: 0, proposals_open: 0 },
        { key: '2047-02', label: 'February 2047', quotes_won: 1, quotes_lost: 0, quotes_open: 1, proposals_won: 0, proposals_lost: 0, proposals_open: 0 },
        { key: '2047-03', label: 'March 2047', quotes_won: 0, quotes_lost: 0, quotes_open: 0, proposals_won: 0, proposals_lost: 0, proposals_open: 0 },
      ]);
      const italian = await server().request('acme', 'GET', '/statistics/outcomes?from=2047-01-01&to=2047-01-31', { token: await server().token('acme', 'admin@acme.test'), headers: { 'accept-language': 'it' } });
      expect(at(italian.body, 'data.series.0.label')).toBe('Gennaio 2047');
      expect(at(italian.body, 'data.totals.label')).toBe('Totale');
      expect(byMonth.totals).toMatchObject({ label: 'Total' });
      const theirs = data(ok(await call('cantiere', 'admin', 'GET', '/statistics/outcomes?from=2047-02-01&to=2047-02-28'), 200));
      expect((theirs.totals as Counts).quotes_won + (theirs.totals as Counts).quotes_open).toBe(0);
    });

    it('by month over a period longer than ten years: the empty months only between the first and the last with data', async () => {
      // The contract takes 0001-01-01 to 9999-12-31; listing its 119,988 months took seconds per call.
      const customer = (at((await admin('GET', '/profiles?type=customer')).body, 'data.0') as Row).id;
      ok(await admin('POST', '/quotes', { date: '2061-02-10', customer_id: customer, rows: [] }), 201);
      ok(await admin('POST', '/quotes', { date: '2061-05-03', customer_id: customer, rows: [] }), 201);
      const wide = { from: '2060-12-01', to: '2199-12-31' };
      const keysOf = (body: unknown): string[] => (at(body, 'data.series') as { key: string }[]).map((x) => x.key);
      const inThirties = (keys: string[]) => keys.filter((key) => key >= '2060' && key < '2100');
      for (const path of ['/statistics/outcomes', '/statistics/sales']) {
        const keys = keysOf((await admin('GET', `${path}?from=${wide.from}&to=${wide.to}`)).body);
        expect(inThirties(keys), path).toEqual(['2061-02', '2061-03', '2061-04', '2061-05']);
        // Ten years are listed whole, empty months included.
        expect(keysOf((await admin('GET', `${path}?from=2060-01-01&to=2069-12-31`)).body), path).toHaveLength(120);
        const extremes = await admin('GET', `${path}?from=0001-01-01&to=9999-12-31`);
        expect(extremes.status, path).toBe(200);
        expect(keysOf(extremes.body).length, path).toBeLessThan(12 * 300);
      }
    });

    it('works: by status, tasks by status and tracked hours per work type', async () => {
      const p = { from: '2000-01-01', to: '2099-12-31' };
      const { body: s, clocks } = await timedGet(`/statistics/works?from=${p.from}&to=${p.to}`);
      expect(schemaErrors(server(), 'WorkStatistics', s)).toEqual([]);
      const r = await raw('acme');
      const count = <T extends { status: string }>(xs: T[], status: string) => xs.filter((x) => x.status === status).length;
      const ws = r.works.filter((w) => inDays(w.createdAt, p));
      expect(s.works_by_status).toEqual({ active: count(ws, 'active'), suspended: count(ws, 'suspended'), closed: count(ws, 'closed') });
      const ts = r.tasks.filter((t) => inDays(taskDay(t), p));
      expect(s.tasks_by_status).toEqual({ started: count(ts, 'started'), paused: count(ts, 'paused'), completed: count(ts, 'completed') });
      const typeOfWork = new Map(r.works.map((w) => [w.id, w.workTypeId]));
      const groups = new Map<number | null, (typeof ts)[number][]>();
      for (const t of ts) {
        const type = t.workId === null ? null : (typeOfWork.get(t.workId) ?? null);
        groups.set(type, [...(groups.get(type) ?? []), t]);
      }
      const got = s.hours_by_work_type as { work_type: { id: number; name: string } | null; tasks_count: number; tracked_hours: string }[];
      expect(got).toHaveLength(groups.size);
      for (const g of got) {
        const want = groups.get(g.work_type?.id ?? null) ?? [];
        expect(g.tasks_count).toBe(want.length);
        expect(clocks.map((now) => hoursOn(want, now))).toContain(g.tracked_hours);
        if (g.work_type) expect(g.work_type.name).toBe(r.workTypes.find((w) => w.id === g.work_type?.id)?.name);
      }
      expect(got.some((g) => Number(g.tracked_hours) > 0)).toBe(true);
      // An empty period.
      const empty = data(ok(await admin('GET', '/statistics/works?from=2090-01-01&to=2090-01-31'), 200));
      expect(empty).toEqual({ from: '2090-01-01', to: '2090-01-31', works_by_status: { active: 0, suspended: 0, closed: 0 }, tasks_by_status: { started: 0, paused: 0, completed: 0 }, hours_by_work_type: [] });
    });

    it('works and summary: a running task counts its finished runs plus its run so far, as the work overview does', async () => {
      const t = await tenantId('acme');
      const [type] = await db().insert(workTypes).values({ tenantId: t, name: 'Cronometro statistiche' }).returning({ id: workTypes.id });
      const [work] = await db()
        .insert(works)
        .values({ tenantId: t, code: 'STAT-RUN', name: 'Lavoro in corso', workTypeId: type?.id })
        .returning({ id: works.id });
      // Planned in a period of its own; 30 min of finished runs, running again since two hours ago.
      const common = { tenantId: t, workId: work?.id, start: '2087-03-10 09:00:00', trackedSeconds: 1800 };
      await db()
        .insert(tasks)
        .values([
          { ...common, summary: 'In corso', status: 'started', startedAt: wallClockNow(-7200) },
          { ...common, summary: 'In pausa', status: 'paused' },
          // A start ahead of the clock counts nothing more (never negative).
          { ...common, summary: 'Avanti', status: 'started', startedAt: wallClockNow(3600) },
        ]);
      const path = '/statistics/works?from=2087-03-01&to=2087-03-31';
      const s = data(ok(await admin('GET', path), 200));
      // 3 × 0.5 h + 2 h running (the few seconds of the call round away at two decimals).
      expect(s.hours_by_work_type).toEqual([{ work_type: { id: type?.id, name: 'Cronometro statistiche' }, tasks_count: 3, tracked_hours: '3.50' }]);
      const sum = data(ok(await admin('GET', '/statistics/summary?from=2087-03-01&to=2087-03-31'), 200));
      expect(sum.tracked_hours).toBe('3.50');
      // The work's own answer tells the same time.
      const w = data(ok(await admin('GET', `/works/${work?.id}`), 200));
      expect(w.tracked_seconds).toBe(5400);
      expect(w.running_since).toHaveLength(2);
    });

    it("answers 422 when from is after to, 403 without the permission or where the tenant hides statistics", async () => {
      for (const path of ['/statistics/summary', '/statistics/sales', '/statistics/works', '/statistics/article-categories', '/statistics/outcomes']) {
        ok(await admin('GET', `${path}?from=2031-02-01&to=2031-01-31`), 422);
        ok(await call('acme', 'operator', 'GET', path), 403);
        ok(await call('borgo', 'admin', 'GET', path), 403);
        ok(await call('acme', 'supervisor', 'GET', path), 200);
      }
      ok(await admin('GET', '/statistics/sales?group_by=year'), 422);
      ok(await admin('GET', '/statistics/outcomes?group_by=year'), 422);
    });
  });
}
