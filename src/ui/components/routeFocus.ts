// Which route's heading took focus last. null until the first screen with a heading shows: on the app's first page
// load focus stays where the browser puts it (the skip link comes first); after a route change it moves to the
// new screen's heading, so keyboard and screen-reader users start reading the new page.
let focusedFor: string | null = null;

/** True once per route change (never for the first screen): the caller moves focus to its heading. */
export const claimRouteFocus = (location: string): boolean => {
  if (focusedFor === null) {
    focusedFor = location;
    return false;
  }
  if (focusedFor === location) return false;
  focusedFor = location;
  return true;
};

/** For tests: forget the last route, as on a fresh page load. */
export const resetRouteFocus = () => {
  focusedFor = null;
};
