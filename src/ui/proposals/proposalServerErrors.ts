import type { TFunction } from 'i18next';
import type { FieldText } from '../../machines/records/proposals.logic.ts';

// Each field path the proposal calls name (PROPOSALS_CONTRACT.md) gets the form's own text, the one its fields show
// before sending; a path this list does not know keeps the server's words, already in the reader's language
// (catalogue `proposals.*`, `validation.*`).

const RULES: readonly (readonly [RegExp, string])[] = [
  [/^editType$/, 'proposals:serverErrors.editType'],
  [/^status$/, 'proposals:serverErrors.status'],
  [/^(customerId|agentId|rows\.\d+\.(articleId|priceListId|id)|addressees\.\d+\.id)$/, 'proposals:serverErrors.unknownChoice'],
  [/^rows\.\d+\.quantity$/, 'proposals:serverErrors.quantity'],
  [/^rows\.\d+\.(unitPrice|clicheCost)$/, 'proposals:serverErrors.amount'],
  [/^(rows\.\d+\.discountPercent|discounts\.\d+\.percent)$/, 'ui:decimal.percent'],
  [/^rows\.\d+\.vatRate$/, 'proposals:serverErrors.vatRate'],
  [/^addressees\.\d+\.email$/, 'proposals:validation.emailForMail'],
];

/** A 422's field messages in the reader's language (the save logic applies it to a refused save's fields). */
export const proposalFieldText =
  (t: TFunction): FieldText =>
  (path, messages) => {
    const rule = RULES.find(([pattern]) => pattern.test(path));
    return rule ? [t(rule[1])] : messages;
  };
