import { useLocation, useSearch } from 'wouter';

// Where a screen opened from another one goes back to on Cancel and after Save: the opening screen puts its own
// address in the link (`?from=/customers/12?tab=events`), the opened one returns there, else to its own home. Only
// an address of this app is followed (a path, never another site): the parameter is in the address and anyone can
// write it.

const RETURN_PARAM = 'from';

/** Whether `path` is an address of this app (starts with one `/`, no scheme or host, no backslash tricks). */
export const isAppPath = (path: string): boolean =>
  path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && [...path].every((char) => char.charCodeAt(0) >= 0x20);

/** `href` carrying `here` as the address to return to. */
export const withReturnPath = (href: string, here: string): string => {
  const [path = href, query = ''] = href.split('?', 2);
  const params = new URLSearchParams(query);
  params.set(RETURN_PARAM, here);
  return `${path}?${params.toString()}`;
};

/** The address a search names to return to, if it is one of this app's; else `fallback`. */
export const returnPathOf = (search: string, fallback: string): string => {
  const from = new URLSearchParams(search).get(RETURN_PARAM);
  return from !== null && isAppPath(from) ? from : fallback;
};

/** The current screen's address (path and query), as a link to another screen carries it (withReturnPath). */
export const useHere = (): string => {
  const [location] = useLocation();
  const search = useSearch();
  return search === '' ? location : `${location}?${search}`;
};

/** Where this screen returns to: the address its link carried, else `fallback`. */
export const useReturnPath = (fallback: string): string => returnPathOf(useSearch(), fallback);
