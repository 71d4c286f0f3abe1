import type { Article, ArticleInput, ArticleUnit } from '../../api/articles.ts';
import type { TaxonomyKind } from '../../domain/articleTaxonomy.ts';
import { required } from '../../domain/validation/required.ts';
import type { FormSchema } from '../../domain/validation/validateForm.ts';
import { parseDecimalInput } from '../../domain/numberFormat.ts';

/** The taxonomy pickers of the article form, in form order, with the form fields that hold id and label. */
export const ARTICLE_TAXONOMIES = [
  { kind: 'categories', id: 'categoryId', name: 'categoryName', field: 'category' },
  { kind: 'brands', id: 'brandId', name: 'brandName', field: 'brand' },
  { kind: 'divisions', id: 'divisionId', name: 'divisionName', field: 'division' },
  { kind: 'groups', id: 'groupId', name: 'groupName', field: 'group' },
  { kind: 'lines', id: 'lineId', name: 'lineName', field: 'line' },
  { kind: 'types', id: 'typeId', name: 'typeName', field: 'type' },
] as const satisfies readonly { kind: TaxonomyKind; id: string; name: string; field: keyof Article }[];

type Picked = 'category' | 'brand' | 'division' | 'group' | 'line' | 'type' | 'warehouse';

/** What the article form edits: decimals as typed text (never numbers), pickers with id and label. */
export type ArticleFormValues = {
  code: string;
  description: string;
  longDescription: string;
  unit: ArticleUnit;
  price: string;
  cost: string;
  vatRate: string;
  barcode: string;
  active: boolean;
  stockQuantity: string;
} & { [K in `${Picked}Id` | `${Picked}Name`]: string | null };

export const emptyArticle: ArticleFormValues = {
  code: '',
  description: '',
  longDescription: '',
  unit: 'pz',
  price: '',
  cost: '',
  vatRate: '22',
  barcode: '',
  active: true,
  stockQuantity: '0',
  categoryId: null,
  categoryName: null,
  brandId: null,
  brandName: null,
  divisionId: null,
  divisionName: null,
  groupId: null,
  groupName: null,
  lineId: null,
  lineName: null,
  typeId: null,
  typeName: null,
  warehouseId: null,
  warehouseName: null,
};

const ref = (value: { id: number; name: string } | null) => ({ id: value ? String(value.id) : null, name: value?.name ?? null });

/** An article as the form's starting values; `inputText` shows wire decimals in the user's locale. */
export const articleToValues = (article: Article, inputText: (value: string | null) => string): ArticleFormValues => {
  const picked = (field: Picked) => {
    const r = ref(article[field]);
    return { [`${field}Id`]: r.id, [`${field}Name`]: r.name };
  };
  return {
    ...emptyArticle,
    code: article.code,
    description: article.description,
    longDescription: article.longDescription ?? '',
    unit: article.unit,
    price: inputText(article.price),
    cost: inputText(article.cost),
    vatRate: inputText(article.vatRate),
    barcode: article.barcode ?? '',
    active: article.active,
    stockQuantity: inputText(article.stockQuantity),
    ...picked('category'),
    ...picked('brand'),
    ...picked('division'),
    ...picked('group'),
    ...picked('line'),
    ...picked('type'),
    ...picked('warehouse'),
  };
};

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());
const idOf = (value: string | null): number | null => (value === null ? null : Number(value));

/**
 * The request body; decimals go as the wire's decimal strings (validation has made sure they parse), read in the
 * user's language (guessed without it, an Italian "1.250" was a price of 1,25).
 */
export const articleBody = (values: ArticleFormValues, language: string): ArticleInput => ({
  code: values.code.trim(),
  description: values.description.trim(),
  longDescription: blankToNull(values.longDescription),
  unit: values.unit,
  price: parseDecimalInput(values.price, language) ?? '0',
  cost: parseDecimalInput(values.cost, language),
  vatRate: parseDecimalInput(values.vatRate, language) ?? '0',
  barcode: blankToNull(values.barcode),
  active: values.active,
  stockQuantity: parseDecimalInput(values.stockQuantity, language) ?? '0',
  categoryId: idOf(values.categoryId),
  brandId: idOf(values.brandId),
  divisionId: idOf(values.divisionId),
  groupId: idOf(values.groupId),
  lineId: idOf(values.lineId),
  typeId: idOf(values.typeId),
  warehouseId: idOf(values.warehouseId),
});

export const articleRules: FormSchema<keyof ArticleFormValues> = {
  code: [required],
  description: [required],
  price: [required],
  vatRate: [required],
};

