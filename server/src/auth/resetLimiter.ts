// Limits for password-reset e-mails (issue 21). The request always gets the same answer; these limits only decide
// whether a mail is actually sent, so they tell nobody whether an address has an account or was throttled:
// - per target (tenant + e-mail): one mail a minute, five an hour — a mailbox cannot be flooded;
// - per requesting address: twenty requests an hour — one client cannot spray many mailboxes.
// The counts live in the process's memory (a restart forgets them; each server process counts for itself), and the
// clock comes from the caller so tests move it.

export const RESET_LIMITS = {
  targetMinIntervalMs: 60 * 1000,
  targetPerHour: 5,
  addressPerHour: 20,
} as const;

const HOUR_MS = 60 * 60 * 1000;
/** Keys remembered at most; beyond it the least recently used are forgotten (memory stays bounded under a flood). */
const MAX_KEYS = 50_000;

export type ResetLimiter = {
  /** Counts the request and says whether a mail may go to `target` for a request from `address` at `now`. */
  allow(target: string, address: string, now: number): boolean;
};

export function createResetLimiter(limits: typeof RESET_LIMITS = RESET_LIMITS): ResetLimiter {
  const seen = new Map<string, number[]>();
  const recent = (key: string, now: number): number[] => {
    const times = (seen.get(key) ?? []).filter((t) => t > now - HOUR_MS);
    seen.delete(key);
    seen.set(key, times);
    if (seen.size > MAX_KEYS) {
      const oldest = seen.keys().next().value;
      if (oldest !== undefined) seen.delete(oldest);
    }
    return times;
  };
  return {
    allow(target, address, now) {
      const byTarget = recent(`t:${target}`, now);
      const byAddress = recent(`a:${address}`, now);
      // Every request counts against its address, sent or not: spraying is what this limit is about.
      byAddress.push(now);
      if (byAddress.length > limits.addressPerHour) return false;
      const last = byTarget.at(-1);
      if (last !== undefined && now - last < limits.targetMinIntervalMs) return false;
      if (byTarget.length >= limits.targetPerHour) return false;
      // Only mails sent count against the target: a refused request does not extend its wait.
      byTarget.push(now);
      return true;
    },
  };
}
