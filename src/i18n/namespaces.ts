/** Namespaces every screen needs, loaded before the first render; module namespaces follow their routes. */
export const STARTUP_NAMESPACES = ['common', 'validation', 'errors'] as const;

export type StartupNamespace = (typeof STARTUP_NAMESPACES)[number];

export const DEFAULT_NAMESPACE: StartupNamespace = 'common';
