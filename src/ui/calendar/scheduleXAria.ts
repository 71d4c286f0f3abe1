// Schedule-X puts `aria-label` on plain <div>/<span> elements (axe `aria-prohibited-attr`: a name is not allowed on
// an element without a role). The fix here gives each such element the role its behaviour already has: a focusable
// or clickable one is a button, any other labelled box a group. The label stays, so screen readers keep the text
// and axe checks the repaired markup like any other (nothing is hidden from it).

const GENERIC = new Set(['DIV', 'SPAN']);

export const repairScheduleXAria = (root: ParentNode, hintId?: string): void => {
  // Every event says how to move or resize it from the keyboard (the hint under the view).
  if (hintId !== undefined) {
    for (const event of root.querySelectorAll<HTMLElement>('[data-event-id]:not([aria-describedby])')) event.setAttribute('aria-describedby', hintId);
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
export const watchScheduleXAria = (root: HTMLElement, hintId?: string): (() => void) => {
  repairScheduleXAria(root, hintId);
  const observer = new MutationObserver(() => repairScheduleXAria(root, hintId));
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label', 'role', 'for', 'id'] });
  return () => observer.disconnect();
};
