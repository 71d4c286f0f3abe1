/** What a `min` rule measured: a string's length, a number's value or an array's item count. */
export type MinMeasure = 'length' | 'value' | 'count';

export type DateOrderRule = 'after' | 'after_or_equal' | 'before';

/**
 * Why a value failed a rule: the rule's name plus the values its message needs. It carries no text;
 * `messageFor` turns it into an i18n key of the `validation` namespace.
 */
export type RuleFailure =
  | { readonly rule: 'required' }
  | { readonly rule: 'email' }
  | { readonly rule: 'required_if'; readonly params: { readonly other: string; readonly value: string } }
  | { readonly rule: 'confirmed' }
  | { readonly rule: 'min'; readonly params: { readonly min: number; readonly measure: MinMeasure } }
  | { readonly rule: 'regex' }
  | { readonly rule: DateOrderRule; readonly params: { readonly date: string } }
  | { readonly rule: 'date' }
  | { readonly rule: 'greaterThanZero' }
  | { readonly rule: 'province' }
  | { readonly rule: 'postcode' }
  | { readonly rule: 'vatNumber' }
  | { readonly rule: 'vatOffice' }
  | { readonly rule: 'fiscalCode' }
  | { readonly rule: 'sdiCode' }
  | { readonly rule: 'sdiForeignOnly' }
  | { readonly rule: 'pecNeedsZeroCode' }
  | { readonly rule: 'password'; readonly params: { readonly min: number } };

export type RuleName = RuleFailure['rule'];
