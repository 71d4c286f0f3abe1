// The service worker (src/sw/serviceWorker.ts) only in a production build: not under `npm run dev` (files change
// all the time) and never in the mocked-API mode, whose own worker (msw) answers the API calls.
const enabled = import.meta.env.PROD && import.meta.env.MODE !== 'mock';

/** Registers `/sw.js` once the page has loaded, so installing it never competes with the first screen. */
export const registerServiceWorker = (): void => {
  if (!enabled || !('serviceWorker' in navigator)) return;
  const register = () => {
    // Without it the app works as before (online only): nothing to tell the user.
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
};
