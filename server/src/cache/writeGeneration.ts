/**
 * What a write may have changed: a family of records (the contract tag of the writing operation: `tasks`,
 * `users`, `settings`…) of one tenant. Every read kept in memory names the families its answer is made of.
 */
export type WriteScope = {
  readonly tenantId: number;
  readonly family: string;
  /**
   * The one record of the family the write changed (the `{id}` of `/tasks/{id}/…`), when the family's writes are
   * known to touch only the record they name (cache/writeFamilies.ts); absent: possibly any record of the family.
   */
  readonly record?: number;
};

/** A read of one record: it ends on writes of that record or of no named record, not on writes of other ones. */
export type RecordRead = { readonly family: string; readonly id: number };

/**
 * Counters that writes move on once they have finished, one per tenant and family, plus one for "anything"
 * (a write whose scope is unknown, e.g. announced while the channel between processes was down). A read kept at
 * `stamp(tenant, families)` is still true while the stamp reads the same: the stamp is the sum of counters that
 * only grow, so it changes exactly when one of them does. So a sign-in (`auth`), a preference save
 * (`preferences`) or a timer start in another tenant no longer ends a cached task list; a task write in the same
 * tenant does.
 *
 * Reads that cross tenants (a user's `websites`: their accounts in every tenant) also read the stamp of the
 * any-tenant scope (cache/writeFamilies.ts, ANY_TENANT), which writes of the families that cross tenants move on.
 */
export type WriteGeneration = {
  /** With `record`, the record's family counts only the writes of that record or of no named record. */
  stamp(tenantId: number, families: readonly string[], record?: RecordRead): number;
  /** This process wrote: move on, and tell the other processes on the same database (when there are any). */
  advance(scope: WriteScope): void;
  /** Another process on the same database wrote (null: something, nobody knows what): move on without telling. */
  advanceForOtherWrite(scope: WriteScope | null): void;
  /**
   * Settles once every write announced so far has reached the database's channel. The pipeline waits for it
   * before answering a write, so a client's next read, whichever process it reaches, comes after the news.
   */
  announced(): Promise<void>;
  /**
   * Settles once the writes other processes announced before the call have moved this generation on. The pipeline
   * waits for it before serving a request, so a read never comes from a cache that a write already answered
   * elsewhere has ended (a no-op without other processes).
   */
  caughtUp(): Promise<void>;
};

const scopeKey = (tenantId: number, family: string): string => `${tenantId}:${family}`;
const recordKey = (tenantId: number, family: string, id: number): string => `${tenantId}:${family}#${id}`;

/**
 * The counters of one tenant and family: writes of the family (any record), writes that named no record, and writes
 * per named record. Nested maps rather than composed string keys: every cached read stamps up to eleven families.
 */
type FamilyCounters = { all: number; unnamed: number; readonly byRecord: Map<number, number> };

export function createWriteGeneration(
  announce: (scope: WriteScope) => unknown = () => undefined,
  catchUp: () => Promise<void> = () => Promise.resolve(),
): WriteGeneration {
  const tenants = new Map<number, Map<string, FamilyCounters>>();
  const inFlight = new Set<Promise<void>>();
  let anything = 0;
  const countersOf = (tenantId: number, family: string): FamilyCounters => {
    let families = tenants.get(tenantId);
    if (!families) tenants.set(tenantId, (families = new Map()));
    let counters = families.get(family);
    if (!counters) families.set(family, (counters = { all: 0, unnamed: 0, byRecord: new Map() }));
    return counters;
  };
  const bump = ({ tenantId, family, record }: WriteScope): void => {
    const c = countersOf(tenantId, family);
    c.all += 1;
    if (record === undefined) c.unnamed += 1;
    else c.byRecord.set(record, (c.byRecord.get(record) ?? 0) + 1);
  };
  return {
    stamp: (tenantId, families, record) => {
      const counters = tenants.get(tenantId);
      let sum = anything;
      if (!counters) return sum;
      for (const family of families) {
        const c = counters.get(family);
        if (!c) continue;
        sum += record?.family === family ? (c.byRecord.get(record.id) ?? 0) + c.unnamed : c.all;
      }
      return sum;
    },
    advance: (scope) => {
      bump(scope);
      const sent = announce(scope);
      if (sent instanceof Promise) {
        const tracked: Promise<void> = (sent as Promise<unknown>).then(
          () => void inFlight.delete(tracked),
          () => void inFlight.delete(tracked),
        );
        inFlight.add(tracked);
      }
    },
    announced: async () => {
      await Promise.all(inFlight);
    },
    caughtUp: catchUp,
    advanceForOtherWrite: (scope) => {
      if (scope === null) anything += 1;
      else bump(scope);
    },
  };
}

/** The scope as it travels between processes (`tenantId:family` or `tenantId:family#record`), and back; anything unreadable is unknown. */
export const encodeScope = ({ tenantId, family, record }: WriteScope): string => (record === undefined ? scopeKey(tenantId, family) : recordKey(tenantId, family, record));

export const decodeScope = (text: string): WriteScope | null => {
  const match = /^(\d+):([^#]+?)(?:#(\d+))?$/.exec(text);
  if (match?.[1] === undefined || match[2] === undefined) return null;
  return { tenantId: Number(match[1]), family: match[2], ...(match[3] === undefined ? {} : { record: Number(match[3]) }) };
};
