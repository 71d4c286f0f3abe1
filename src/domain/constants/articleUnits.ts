/**
 * Units of measure of the contract (`ArticleUnit`), in the order the form offers them; mm among them (spec §9).
 * Shared by the article form and the server's import, which must refuse a unit the contract does not know
 * (tests/api/catalogueSortFields.test.ts compares the list with the contract).
 */
export const ARTICLE_UNITS = ['pz', 'kg', 'g', 'm', 'cm', 'mm', 'm2', 'm3', 'l', 'h', 'conf'] as const;

export type ArticleUnitName = (typeof ARTICLE_UNITS)[number];

export const isArticleUnit = (value: string): value is ArticleUnitName => (ARTICLE_UNITS as readonly string[]).includes(value);
