// Schedule-X opens its week and day views at midnight: the morning, when a working day starts, is below the fold
// and every look at the calendar began with a scroll. The time grid is scrolled once to the first working hour.

/** The hour shown at the top of the time grid when the calendar opens. */
export const FIRST_SHOWN_HOUR = 7;

/** Scrolls the view so that `hour` is at the top; false when the time grid is not drawn (month or list view). */
export const scrollToHour = (root: ParentNode, hour: number): boolean => {
  const container = root.querySelector<HTMLElement>('.sx__view-container');
  const hours = root.querySelectorAll<HTMLElement>('.sx__week-grid__hour');
  const midnight = hours[0];
  const target = hours[hour];
  if (container === null || midnight === undefined || target === undefined) return false;
  // A quarter of an hour above it, so that the hour's own label (drawn across its line) is not under the header.
  container.scrollTop = Math.max(0, target.offsetTop - midnight.offsetTop - target.offsetHeight / 4);
  return true;
};

/** Scrolls to the first working hour as soon as a time grid is drawn, once (the person's own scrolling then stays). */
export const watchFirstScroll = (root: HTMLElement, hour = FIRST_SHOWN_HOUR): (() => void) => {
  if (scrollToHour(root, hour)) return () => undefined;
  const observer = new MutationObserver(() => {
    if (scrollToHour(root, hour)) observer.disconnect();
  });
  observer.observe(root, { subtree: true, childList: true });
  return () => observer.disconnect();
};
