/**
 * A counter that every write request moves on once it has finished. Whatever was read at generation g is still
 * true while the counter reads g: the caches keep an entry for the generation its read started at and drop it as
 * soon as the counter moves. One counter for the whole server rather than one per tenant, because some reads
 * cross tenants (a user's `websites` are their accounts in every tenant).
 */
export type WriteGeneration = {
  current(): number;
  /** This process wrote: move on, and tell the other processes on the same database (when there are any). */
  advance(): void;
  /** Another process on the same database wrote: move on without telling anyone. */
  advanceForOtherWrite(): void;
};

export function createWriteGeneration(announce: () => void = () => undefined): WriteGeneration {
  let generation = 0;
  return {
    current: () => generation,
    advance: () => {
      generation += 1;
      announce();
    },
    advanceForOtherWrite: () => {
      generation += 1;
    },
  };
}
