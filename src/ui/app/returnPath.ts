/** Where to go back after signing in: a same-origin path only (never `//host` or a URL), else home. */
export const safeReturnPath = (next: string | null): string =>
  next !== null && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/login') ? next : '/dashboard';

/** The login address that brings the user back to `path` (home needs no `next`). */
export const loginPathFor = (path: string): string =>
  path === '/' || path === '/dashboard' || path === '' ? '/login' : `/login?next=${encodeURIComponent(path)}`;
