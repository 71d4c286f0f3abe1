import type { TaxonomyKind } from '../../domain/articleTaxonomy.ts';

// On its own because the route table needs it: importing it from taxonomyRecords.ts pulled the six taxonomies'
// screen descriptors and their record machines (created when the module is evaluated) into the signed-in shell, so
// every page load built seven machines no screen had asked for.

/** The edit route's parameter of each taxonomy (`/articles/categories/:categoryId/edit`…). */
export const TAXONOMY_PARAMS: Record<TaxonomyKind, string> = { categories: 'categoryId', brands: 'brandId', divisions: 'divisionId', groups: 'groupId', lines: 'lineId', types: 'typeId' };
