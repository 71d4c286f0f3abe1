import type { StartupPreloadPlan } from '../../build/startupPreloadPlugin.ts';

/** A head-script plan with no files, locales or calls of its own: the start-up scripts' tests add what they check. */
export const BARE_PLAN: StartupPreloadPlan = {
  keys: { accessToken: 'bottega.access_token', expiresAt: 'bottega.expires_at', refreshToken: 'bottega.refresh_token', language: 'bottega.language' },
  languages: ['it', 'en'],
  defaultLanguage: 'it',
  fallbackLanguage: 'it',
  homePaths: ['/', '/dashboard'],
  locales: {},
  namespaces: { everyone: [], signedIn: [], home: [] },
  scripts: { signedIn: [], home: [], later: [] },
};
