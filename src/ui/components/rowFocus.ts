import type { KeyboardEvent } from 'react';

// Arrow keys, Home and End move focus between sibling focusable rows/items (roving by DOM order).
export const moveRowFocus = (event: KeyboardEvent<HTMLElement>) => {
  const current = event.currentTarget;
  const siblings = Array.from(current.parentElement?.children ?? []).filter(
    (element): element is HTMLElement => element instanceof HTMLElement && element.tabIndex >= 0,
  );
  const index = siblings.indexOf(current);
  const target =
    event.key === 'ArrowDown' ? siblings[index + 1] :
    event.key === 'ArrowUp' ? siblings[index - 1] :
    event.key === 'Home' ? siblings[0] :
    event.key === 'End' ? siblings[siblings.length - 1] :
    undefined;
  if (!target) return;
  event.preventDefault();
  target.focus();
};
