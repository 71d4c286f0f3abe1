import { and, eq } from 'drizzle-orm';
import { articleTaxonomyItems } from '../../../db/schema/catalog.ts';
import type { KindContext, RowProblem, Written } from '../kind.ts';
import { nameKey } from './common.ts';

// Article taxonomies named in a file (category, brand, division, group, line, type): found by name, or created on
// request (the import's `create_missing`), each name once however many rows give it.

export const TAXONOMIES = ['category', 'brand', 'division', 'group', 'line', 'type'] as const;
export type Taxonomy = (typeof TAXONOMIES)[number];

/** A taxonomy a row names: its id, or the name to create. */
export type TaxonomyRef = { readonly kind: Taxonomy; readonly id: number | null; readonly name: string };

export async function taxonomyIndex(ctx: KindContext): Promise<Map<string, number>> {
  const rows = await ctx.db.select({ id: articleTaxonomyItems.id, kind: articleTaxonomyItems.kind, name: articleTaxonomyItems.name }).from(articleTaxonomyItems).where(eq(articleTaxonomyItems.tenantId, ctx.tenantId));
  return new Map(rows.map((r) => [`${r.kind}:${nameKey(r.name)}`, r.id]));
}

/** The row's taxonomy references, or the problems of names that do not exist (when not created on request). */
export function resolveTaxonomies(ctx: KindContext, index: ReadonlyMap<string, number>, names: Partial<Record<Taxonomy, string>>): { refs: TaxonomyRef[]; problems: RowProblem[] } {
  const refs: TaxonomyRef[] = [];
  const problems: RowProblem[] = [];
  for (const kind of TAXONOMIES) {
    const name = names[kind];
    if (!name) continue;
    const id = index.get(`${kind}:${nameKey(name)}`) ?? null;
    if (id === null && !ctx.createMissing) problems.push({ field: kind, key: 'imports.reasons.unknownReference', params: { value: name } });
    else refs.push({ kind, id, name: name.trim() });
  }
  return { refs, problems };
}

/** Creates the missing items the rows name (once each) and answers every reference's id. */
export async function createMissingTaxonomies(ctx: KindContext, rows: readonly { row: number; refs: readonly TaxonomyRef[] }[], out: Written[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const { row, refs } of rows) {
    for (const ref of refs) {
      const key = `${ref.kind}:${nameKey(ref.name)}`;
      if (ref.id !== null) ids.set(key, ref.id);
      if (ref.id !== null || ids.has(key)) continue;
      // Another batch of this import may have created it already.
      const [found] = await ctx.db.select({ id: articleTaxonomyItems.id }).from(articleTaxonomyItems).where(and(eq(articleTaxonomyItems.tenantId, ctx.tenantId), eq(articleTaxonomyItems.kind, ref.kind), eq(articleTaxonomyItems.name, ref.name)));
      if (found) {
        ids.set(key, found.id);
        continue;
      }
      const [made] = await ctx.db.insert(articleTaxonomyItems).values({ tenantId: ctx.tenantId, kind: ref.kind, name: ref.name, createdAt: ctx.now, updatedAt: ctx.now }).returning({ id: articleTaxonomyItems.id });
      if (!made) continue;
      ids.set(key, made.id);
      out.push({ row, table: 'article_taxonomy_items', recordId: made.id, label: ref.name, action: 'created', before: null });
    }
  }
  return ids;
}

export const refKey = (ref: TaxonomyRef): string => `${ref.kind}:${nameKey(ref.name)}`;
