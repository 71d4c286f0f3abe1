import { isAbsent } from './emptiness.ts';
import type { RuleFailure } from './ruleFailure.ts';

// RFC 5321/5322 dot-atom, without quoted local parts, comments or IP-literal domains: those are legal but
// in practice mean a typo in a CRM. The domain must have a dot, which rejects `user@localhost` too.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL_DOMAIN = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

const MAX_LENGTH = 254;
const MAX_LOCAL_LENGTH = 64;

const isEmailAddress = (text: string): boolean => {
  if (text.length > MAX_LENGTH) return false;
  const at = text.lastIndexOf('@');
  const local = text.slice(0, at);
  const labels = text.slice(at + 1).split('.');
  const topLevel = labels.at(-1) ?? '';
  return (
    at > 0 &&
    local.length <= MAX_LOCAL_LENGTH &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_DOMAIN.test(topLevel)
  );
};

/** An e-mail address; absent values pass (presence is `required`'s job, as in Laravel). */
export const email = (value: unknown): RuleFailure | null => {
  if (isAbsent(value)) return null;
  return typeof value === 'string' && isEmailAddress(value) ? null : { rule: 'email' };
};
