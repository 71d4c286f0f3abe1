// Schedule-X puts `aria-label` on plain <div>/<span> elements (axe `aria-prohibited-attr`: a name is not allowed on
// an element without a role). The fix here gives each such element the role its behaviour already has: a focusable
// or clickable one is a button, any other labelled box a group. The label stays, so screen readers keep the text
// and axe checks the repaired markup like any other (nothing is hidden from it).

const GENERIC = new Set(['DIV', 'SPAN']);

/** An event's spoken name by Schedule-X id (eventAccessibleName.ts); undefined leaves the element as it is. */
export type EventNameOf = (eventId: string) => string | undefined;

/** The element that scrolls Schedule-X's days and hours (week, day and month views). */
const SCROLLER = '.sx__view-container';

/**
 * `scrollLabel`: the name of the scrolling area of days and hours, which becomes focusable: keyboard users scroll it
 * with the arrows even when it holds no event to tab to (axe `scrollable-region-focusable`: a weekend day with nothing
 * planned left the hours out of reach).
 */
export const repairScheduleXAria = (root: ParentNode, hintId?: string, nameOf?: EventNameOf, scrollLabel?: string): void => {
  if (scrollLabel !== undefined) {
    for (const scroller of root.querySelectorAll<HTMLElement>(SCROLLER)) {
      if (scroller.getAttribute('tabindex') !== '0') scroller.setAttribute('tabindex', '0');
      if (scroller.getAttribute('role') !== 'group') scroller.setAttribute('role', 'group');
      if (scroller.getAttribute('aria-label') !== scrollLabel) scroller.setAttribute('aria-label', scrollLabel);
    }
  }
  // Every event says how to move or resize it from the keyboard (the hint under the view).
  if (hintId !== undefined) {
    for (const event of root.querySelectorAll<HTMLElement>('[data-event-id]:not([aria-describedby])')) event.setAttribute('aria-describedby', hintId);
  }
  // A timed event (week, day and month views) has no name of its own: it would be read as its bare content, a title
  // and a time without the day. Every event gets one, the all-day ones included, so all read alike.
  if (nameOf !== undefined) {
    for (const event of root.querySelectorAll<HTMLElement>('[data-event-id]')) {
      const name = nameOf(event.dataset['eventId'] ?? '');
      if (name !== undefined && event.getAttribute('aria-label') !== name) event.setAttribute('aria-label', name);
    }
  }
  // Its dark theme hides the date field's <label> (display: none), which leaves the field without a name: the field
  // carries the label's text itself (the ids are new at every render, so a reference to one would go stale).
  for (const label of root.querySelectorAll<HTMLLabelElement>('label[for]')) {
    const field = root.querySelector<HTMLElement>(`[id="${label.htmlFor}"]`);
    const text = label.textContent.trim();
    if (field !== null && text !== '' && field.getAttribute('aria-label') !== text) field.setAttribute('aria-label', text);
  }
  for (const element of root.querySelectorAll<HTMLElement>('[aria-label]:not([role])')) {
    if (!GENERIC.has(element.tagName)) continue;
    const interactive = element.hasAttribute('tabindex') && element.getAttribute('tabindex') !== '-1';
    element.setAttribute('role', interactive ? 'button' : 'group');
  }
};

/** Repairs now and after every re-render of the calendar (views and ranges change its markup). */
export const watchScheduleXAria = (root: HTMLElement, hintId?: string, nameOf?: EventNameOf, scrollLabel?: string): (() => void) => {
  repairScheduleXAria(root, hintId, nameOf, scrollLabel);
  const observer = new MutationObserver(() => repairScheduleXAria(root, hintId, nameOf, scrollLabel));
  // Text too: a moved event keeps its element and only its time text changes, and its name must follow.
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-label', 'role', 'for', 'id'] });
  return () => observer.disconnect();
};
