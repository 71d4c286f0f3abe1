import type { TFunction } from 'i18next';
import type { RuleFailure } from '../../domain/validation/ruleFailure.ts';
import { messageFor } from '../../domain/validation/messageFor.ts';

/** Translated messages of a field's rule failures (namespace `validation`). */
export const failureMessages = (t: TFunction, failures: readonly RuleFailure[] | undefined): readonly string[] =>
  (failures ?? []).map((failure) => {
    const message = messageFor(failure);
    return t(`${message.ns}:${message.key}`, message.params);
  });
