import { useSyncExternalStore } from 'react';
import type { Theme } from '../../domain/constants/preferences.ts';
import { currentTheme } from './theme.ts';

const subscribe = (onChange: () => void): (() => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
};

/** The theme on screen, for components that draw with literal colours (Chart.js, Schedule-X): they redraw on a switch. */
export const useTheme = (): Theme => useSyncExternalStore(subscribe, () => currentTheme(), () => 'light');
