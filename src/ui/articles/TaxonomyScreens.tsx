import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import { TAXONOMY_KINDS, type TaxonomyKind } from '../../domain/articleTaxonomy.ts';
import { NamedRecordCreateScreen } from '../components/namedRecords/NamedRecordCreateScreen.tsx';
import { NamedRecordEditScreen } from '../components/namedRecords/NamedRecordEditScreen.tsx';
import { NamedRecordListScreen } from '../components/namedRecords/NamedRecordListScreen.tsx';
import { idFromParam } from '../components/useRecord.ts';
import { TAXONOMY_PARAMS } from './taxonomyParams.ts';
import { TAXONOMY_RECORDS } from './taxonomyRecords.ts';
import { warehouseRecords } from './warehouseRecords.ts';

// The route screens of the article taxonomies and warehouses: one chunk for all of them (they are the same generic
// screens with another descriptor). articles.routes.ts picks each by name.

/** Links between the six taxonomies: each has its own list, reached from the others. */
const TaxonomyNav = ({ current }: { current: TaxonomyKind }) => {
  const { t } = useTranslation('articles');
  return (
    <nav aria-label={t('taxonomy.nav')} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mb: '3' })}>
      {TAXONOMY_KINDS.map((kind) => (
        <Link key={kind} href={`/articles/${kind}`} aria-current={kind === current ? 'page' : undefined} className={button({ variant: kind === current ? 'primary' : 'secondary', size: 'sm' })}>
          {t(`taxonomy.${kind}.title`)}
        </Link>
      ))}
    </nav>
  );
};

const list = (kind: TaxonomyKind) => () => (
  <>
    <TaxonomyNav current={kind} />
    <NamedRecordListScreen descriptor={TAXONOMY_RECORDS[kind]} />
  </>
);
const create = (kind: TaxonomyKind) => () => <NamedRecordCreateScreen descriptor={TAXONOMY_RECORDS[kind]} />;
const edit = (kind: TaxonomyKind) => () => {
  const params = useParams<Record<string, string | undefined>>();
  return <NamedRecordEditScreen descriptor={TAXONOMY_RECORDS[kind]} id={idFromParam(params[TAXONOMY_PARAMS[kind]])} />;
};

export const TAXONOMY_SCREENS = {
  categories: { list: list('categories'), create: create('categories'), edit: edit('categories') },
  brands: { list: list('brands'), create: create('brands'), edit: edit('brands') },
  divisions: { list: list('divisions'), create: create('divisions'), edit: edit('divisions') },
  groups: { list: list('groups'), create: create('groups'), edit: edit('groups') },
  lines: { list: list('lines'), create: create('lines'), edit: edit('lines') },
  types: { list: list('types'), create: create('types'), edit: edit('types') },
} as const satisfies Record<TaxonomyKind, Record<'list' | 'create' | 'edit', () => React.JSX.Element>>;

export const WarehousesListScreen = () => <NamedRecordListScreen descriptor={warehouseRecords} />;
export const WarehouseCreateScreen = () => <NamedRecordCreateScreen descriptor={warehouseRecords} />;
export const WarehouseEditScreen = () => {
  const { warehouseId } = useParams<{ warehouseId: string }>();
  return <NamedRecordEditScreen descriptor={warehouseRecords} id={idFromParam(warehouseId)} />;
};
