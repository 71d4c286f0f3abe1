import type { TaxonomyRow } from './repository.ts';

/** Row → wire (`ArticleTaxonomyItem`). */
export const presentTaxonomy = (r: TaxonomyRow) => ({
  id: r.id,
  code: r.code,
  name: r.name,
  description: r.description,
  created_at: r.createdAt,
  updated_at: r.updatedAt,
});
