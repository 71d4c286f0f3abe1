// The locale namespaces the first screens load, apart from their code so the build can read them too
// (build/startupPreloadPlugin.ts preloads these files while the entry script is on its way).

/** The shell's texts, loaded with the start-up namespaces before the first render. */
export const SHELL_NAMESPACES = ['ui', 'app'] as const;

/** The dashboard's own texts and its vacation panel's (decisions are taken there). */
export const DASHBOARD_NAMESPACES = ['dashboard', 'vacations'] as const;
