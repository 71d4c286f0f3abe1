import type { TFunction } from 'i18next';
import { formatPercent } from '../../domain/numberFormat.ts';
import type { FieldErrors } from '../../machines/generic/errorTag.ts';
import { formRules } from '../components/formRules.ts';
import { packageRules, type PackageFormValues } from './packageForm.ts';
import { weightTotal } from './packageWeights.ts';

/** The package form's rules, plus its weights: each above zero, together exactly 100 % (issue 30). */
export const validatePackage =
  (t: TFunction, language: string) =>
  (values: PackageFormValues): FieldErrors => {
    const errors = formRules<PackageFormValues>(t, packageRules)(values);
    if (values.goalIds.length === 0) return errors;
    const total = weightTotal(values.goalIds, values.weights, language);
    if ('invalid' in total) return { ...errors, weights: [t('evaluators:packages.weights.invalid')] };
    if (!total.complete) return { ...errors, weights: [t('evaluators:packages.weights.notHundred', { total: formatPercent(total.total, language) })] };
    return errors;
  };
