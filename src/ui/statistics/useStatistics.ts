import type { ErrorTag } from '../../machines/generic/errorTag.ts';

export type Loaded<A> = { readonly status: 'loading' } | { readonly status: 'error'; readonly errorTag: ErrorTag } | { readonly status: 'ready'; readonly data: A };

/** What a panel shows of a value read by useRemoteValue, its figures turned into the panel's table. */
export const loadedOf = <V, A>(remote: { readonly value: V | null; readonly loading: boolean; readonly failed: boolean; readonly errorTag: ErrorTag | null }, table: (value: V) => A): Loaded<A> => {
  if (remote.failed) return { status: 'error', errorTag: remote.errorTag ?? 'Unknown' };
  // A new period reads again: the panel shows it loading rather than the previous period's figures.
  if (remote.loading || remote.value === null) return { status: 'loading' };
  return { status: 'ready', data: table(remote.value) };
};
