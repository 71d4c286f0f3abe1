import type { ComponentType } from 'react';

// A screen's module, remembered once it has arrived (issue 20: dashboard start-up). The entry asks for the signed-in
// shell and the dashboard before React mounts; when React then renders them they are here already, and the screen
// should not suspend: a suspended screen shows its fallback and React holds the reveal back by up to 300 ms
// (its fallback throttle), once for the layout and once more for the dashboard inside it.

export type ScreenModule = { readonly default: ComponentType };

/** Loads the module (a new call each time, so a failed load can be retried) and tells whether it has arrived. */
export type ScreenLoader<M extends ScreenModule = ScreenModule> = (() => Promise<M>) & { readonly loaded: () => M | undefined };

export const rememberingLoader = <M extends ScreenModule>(load: () => Promise<M>): ScreenLoader<M> => {
  let arrived: M | undefined;
  return Object.assign(
    () =>
      load().then((module) => {
        arrived = module;
        return module;
      }),
    { loaded: () => arrived },
  );
};

/**
 * A promise for `value` whose `then` calls back at once. React's `lazy` reads its factory's promise with `then` and,
 * when the callback has run before `then` returns, renders the component in the same pass instead of suspending.
 */
export const alreadySettled = <A>(value: A): Promise<A> => {
  const promise = Promise.resolve(value);
  const then: Promise<A>['then'] = (onFulfilled, onRejected) =>
    onFulfilled === undefined || onFulfilled === null ? promise.then(onFulfilled, onRejected) : new Promise((resolve) => resolve(onFulfilled(value)));
  return Object.assign(promise, { then });
};
