import { createRoot } from 'react-dom/client';
import './index.css';
import { startStartupPrefetch, takeEarlyStartupCalls } from './api/startupPrefetch.ts';
import { createTokenStore } from './api/tokenStore.ts';
import { initI18n, i18n } from './i18n/i18n.ts';
import { App } from './ui/app/App.tsx';
import { API_BASE, createAppServices } from './ui/app/appServices.ts';
import { rememberedLanguage } from './ui/app/languageStore.ts';
import { registerServiceWorker } from './ui/app/registerServiceWorker.ts';
import { applyThemeChoice, rememberedTheme } from './ui/app/theme.ts';
import { loadDashboardScreen } from './ui/app/homeScreen.ts';
import { loadAuthenticatedLayout, loadDashboardPrefetch, loadToaster, opensDashboard } from './ui/app/startScreens.ts';
import { DASHBOARD_NAMESPACES, SHELL_NAMESPACES } from './ui/app/startNamespaces.ts';

// A failed early load is not an error here: the screen's own lazy load asks again and reports it.
const ignore = () => undefined;

const start = async () => {
  // public/theme.js has set the theme before the first paint; should it not have run, the remembered one now.
  if (document.documentElement.dataset['theme'] === undefined) applyThemeChoice(rememberedTheme());
  // Everything the first screen needs is asked for at once, before the first await (issue 20: start-up round
  // trips): the session's calls, the signed-in shell and, for the home page, its screen and texts.
  const tokenStore = createTokenStore(localStorage);
  // With a stored session the page's head script has sent them already: their answers are adopted.
  const prefetch = startStartupPrefetch({ baseUrl: API_BASE, tokenStore, now: Date.now, early: takeEarlyStartupCalls(window as unknown as Record<string, unknown>) });
  const signedIn = tokenStore.refreshToken() !== undefined && !tokenStore.isExpired(Date.now());
  const home = signedIn && opensDashboard(window.location.pathname);
  loadToaster().catch(ignore);
  if (signedIn) loadAuthenticatedLayout().catch(ignore);
  if (home) loadDashboardScreen().catch(ignore);
  // The panels' reads leave as soon as the session's answers are in, while i18n and React start (issue 36 point 4).
  if (home) loadDashboardPrefetch().then(({ prefetchDashboardPanels }) => prefetchDashboardPanels(API_BASE, prefetch)).catch(ignore);
  await initI18n(rememberedLanguage(), i18n, [...SHELL_NAMESPACES, ...(home ? DASHBOARD_NAMESPACES : [])]);
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  const root = document.getElementById('root');
  if (root === null) throw new Error('index.html has no #root element');
  const services = createAppServices(i18n, prefetch);
  // Mock mode only: the mocked e2e project sends bursts through the app's own client (its 401 policy included).
  if (import.meta.env.MODE === 'mock') Object.assign(window, { __bottegaClient: services.client });
  createRoot(root).render(<App services={services} />);
  registerServiceWorker();
};

// `vite --mode mock` (npm run dev:mock, the mocked e2e project): the mocked API starts before the app's first call.
// The condition is a build-time constant, so other builds drop the branch and its import (no msw in production).
if (import.meta.env.MODE === 'mock') {
  void import('../mocks/browser.ts').then(({ startMockedApi }) => startMockedApi()).then(start);
} else {
  void start();
}
