import type { MessageDescriptor } from '../messageDescriptor.ts';
import type { RuleFailure } from './ruleFailure.ts';

const validationMessage = (key: string, params: MessageDescriptor['params'] = {}): MessageDescriptor => ({
  ns: 'validation',
  key,
  params,
});

/** The `validation` namespace key and interpolation values for a failure. */
export const messageFor = (failure: RuleFailure): MessageDescriptor => {
  switch (failure.rule) {
    case 'min':
      return validationMessage(`min.${failure.params.measure}`, { min: failure.params.min });
    case 'required_if':
    case 'after':
    case 'after_or_equal':
    case 'before':
    case 'password':
      return validationMessage(failure.rule, failure.params);
    case 'required':
    case 'email':
    case 'confirmed':
    case 'regex':
    case 'date':
    case 'greaterThanZero':
    case 'province':
    case 'postcode':
    case 'vatNumber':
    case 'vatOffice':
    case 'fiscalCode':
    case 'sdiCode':
    case 'sdiForeignOnly':
    case 'pecNeedsZeroCode':
      return validationMessage(failure.rule);
  }
};
