// The six article taxonomies (categories, brands, divisions, groups, lines, types): their kinds, which the screens
// list and route by (issue 32: moved out of src/api, which binds one set of calls per kind).

export const TAXONOMY_KINDS = ['categories', 'brands', 'divisions', 'groups', 'lines', 'types'] as const;
export type TaxonomyKind = (typeof TAXONOMY_KINDS)[number];
