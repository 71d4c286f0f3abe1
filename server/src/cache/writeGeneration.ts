/**
 * What a write may have changed: a family of records (the contract tag of the writing operation: `tasks`,
 * `users`, `settings`…) of one tenant. Every read kept in memory names the families its answer is made of.
 */
export type WriteScope = { readonly tenantId: number; readonly family: string };

/**
 * Counters that writes move on once they have finished, one per tenant and family, plus one for "anything"
 * (a write whose scope is unknown, e.g. announced while the channel between processes was down). A read kept at
 * `stamp(tenant, families)` is still true while the stamp reads the same: the stamp is the sum of counters that
 * only grow, so it changes exactly when one of them does. So a sign-in (`auth`), a preference save
 * (`preferences`) or a timer start in another tenant no longer ends a cached task list; a task write in the same
 * tenant does.
 *
 * Reads that cross tenants (a user's `websites`: their accounts in every tenant) are not kept at all.
 */
export type WriteGeneration = {
  stamp(tenantId: number, families: readonly string[]): number;
  /** This process wrote: move on, and tell the other processes on the same database (when there are any). */
  advance(scope: WriteScope): void;
  /** Another process on the same database wrote (null: something, nobody knows what): move on without telling. */
  advanceForOtherWrite(scope: WriteScope | null): void;
};

const scopeKey = (tenantId: number, family: string): string => `${tenantId}:${family}`;

export function createWriteGeneration(announce: (scope: WriteScope) => void = () => undefined): WriteGeneration {
  const counters = new Map<string, number>();
  let anything = 0;
  const bump = ({ tenantId, family }: WriteScope): void => {
    const key = scopeKey(tenantId, family);
    counters.set(key, (counters.get(key) ?? 0) + 1);
  };
  return {
    stamp: (tenantId, families) => families.reduce((sum, family) => sum + (counters.get(scopeKey(tenantId, family)) ?? 0), anything),
    advance: (scope) => {
      bump(scope);
      announce(scope);
    },
    advanceForOtherWrite: (scope) => {
      if (scope === null) anything += 1;
      else bump(scope);
    },
  };
}

/** The scope as it travels between processes (`tenantId:family`), and back; anything unreadable is unknown. */
export const encodeScope = ({ tenantId, family }: WriteScope): string => scopeKey(tenantId, family);

export const decodeScope = (text: string): WriteScope | null => {
  const match = /^(\d+):(.+)$/.exec(text);
  return match?.[1] !== undefined && match[2] !== undefined ? { tenantId: Number(match[1]), family: match[2] } : null;
};
