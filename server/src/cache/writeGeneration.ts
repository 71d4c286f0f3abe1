/**
 * A counter that every write request moves on once it has finished. Whatever was read at generation g is still
 * true while the counter reads g: the caches keep an entry for the generation its read started at and drop it as
 * soon as the counter moves. One counter for the whole server rather than one per tenant, because some reads
 * cross tenants (a user's `websites` are their accounts in every tenant).
 */
export type WriteGeneration = {
  current(): number;
  advance(): void;
};

export function createWriteGeneration(): WriteGeneration {
  let generation = 0;
  return {
    current: () => generation,
    advance: () => {
      generation += 1;
    },
  };
}
