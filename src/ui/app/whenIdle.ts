// What the first screen does not need waits until the main thread has nothing else to do (issue 36 point 4): on the
// dashboard, Ark's menus for the top bar were evaluated and mounted (≈ 100 components, one commit) between the
// panels' answers, delaying the panels they arrived before. The browser calls back once the work queued ahead —
// the first render, the panels' answers and their renders — is done; `timeout` bounds the wait on a page that is
// never idle.

type IdleWindow = { readonly requestIdleCallback?: (callback: () => void, options?: { readonly timeout: number }) => number };

/** Resolves when the browser is idle (at the latest after `timeout` ms); where it cannot tell, after a zero timeout. */
export const whenIdle = (timeout = 2000, host: IdleWindow & Pick<typeof globalThis, 'setTimeout'> = globalThis): Promise<void> =>
  new Promise((resolve) => {
    if (typeof host.requestIdleCallback === 'function') host.requestIdleCallback(() => resolve(), { timeout });
    else host.setTimeout(resolve, 0);
  });
