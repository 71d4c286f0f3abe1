import type { TaxonomyInput, TaxonomyItem } from '../../api/articleTaxonomy.ts';
import { TAXONOMY_KINDS, type TaxonomyKind } from '../../domain/articleTaxonomy.ts';
import { taxonomyRecords as taxonomyRecordsLogic } from '../../machines/records/articles.logic.ts';
import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
import type { NamedRecordDescriptor } from '../components/namedRecords/namedRecordDescriptor.ts';
import { text, textOrNull } from '../components/namedRecords/namedRecordValues.ts';

// The six article taxonomies on the generic named-record screens, at /articles/<kind> (list), /articles/<kind>/create
// and /articles/<kind>/:<kind param>/edit. The contract guards them with the article keys (`articles.create`,
// `articles.update`, `articles.delete`): who may change articles may change how they are classified.

export { TAXONOMY_KINDS, type TaxonomyKind };

/** The spec's "No category/brand id provided" where it has one; the article wording for the others. */
const MISSING: Record<TaxonomyKind, 'category' | 'brand' | 'article'> = { categories: 'category', brands: 'brand', divisions: 'article', groups: 'article', lines: 'article', types: 'article' };

const taxonomyRecords = (kind: TaxonomyKind): NamedRecordDescriptor<TaxonomyItem, TaxonomyInput> => {
  const key = (name: string) => `articles:taxonomy.${kind}.${name}`;
  return {
    ns: 'articles',
    basePath: `/articles/${kind}`,
    parent: { href: '/articles', labelKey: 'articles:list.title' },
    labels: {
      title: key('title'),
      entity: key('entity'),
      create: key('create'),
      edit: key('edit'),
      empty: key('empty'),
      name: 'articles:taxonomy.name',
      description: 'articles:taxonomy.description',
      inUse: 'articles:taxonomy.inUse',
    },
    permissions: { create: 'articles.create', update: 'articles.update', delete: 'articles.delete' },
    logic: taxonomyRecordsLogic[kind],
    missingId: missingIdMessage(missingId(MISSING[kind])),
    paginated: true,
    // The server's refusal names how many articles use the item.
    inUseFromServer: true,
    nameMaxLength: 120,
    description: { maxLength: 2000 },
    extraFields: [{ key: 'code', kind: 'text', maxLength: 30, labelKey: 'articles:taxonomy.code', column: (item) => item.code ?? '—' }],
    toValues: (item) => ({ name: item.name, description: item.description ?? '', code: item.code ?? '' }),
    toInput: (values) => ({ name: text(values.name), description: textOrNull(values.description), code: textOrNull(values['code']) }),
  };
};

export const TAXONOMY_RECORDS: Record<TaxonomyKind, NamedRecordDescriptor<TaxonomyItem, TaxonomyInput>> = {
  categories: taxonomyRecords('categories'),
  brands: taxonomyRecords('brands'),
  divisions: taxonomyRecords('divisions'),
  groups: taxonomyRecords('groups'),
  lines: taxonomyRecords('lines'),
  types: taxonomyRecords('types'),
};
