/**
 * Marks a promise with its outcome the way React's `use()` reads it (`status`, `value`, `reason`), so that a promise
 * already settled renders at once instead of suspending for a tick (a cached layout, coming back to a machine).
 */
export const trackedPromise = <A>(promise: Promise<A>): Promise<A> => {
  const tracked = promise as Promise<A> & { status?: string; value?: A; reason?: unknown };
  tracked.status = 'pending';
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return promise;
};
