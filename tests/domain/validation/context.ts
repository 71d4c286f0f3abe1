import type { RuleContext } from '../../../src/domain/validation/rule.ts';

/** The context a rule sees for `field` inside a form holding `values`. */
export const contextFor = (field: string, values: Record<string, unknown> = {}): RuleContext => ({ field, values });
