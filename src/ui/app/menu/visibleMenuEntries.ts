import type { Access } from '../../../machines/session/session.selectors.ts';
import { isAllowed } from '../gate.ts';
import type { MenuEntry } from './menuEntries.ts';

/** The entries to render: their route has a screen, and tenant and permissions allow them. */
export const visibleMenuEntries = (
  entries: readonly MenuEntry[],
  access: Access,
  hasScreen: (route: string) => boolean,
): readonly MenuEntry[] => entries.filter((entry) => hasScreen(entry.route) && isAllowed(entry, access));

/** The evaluators section is titled by the tenant (spec §1): TPM or Valutazioni. */
export const evaluatorsTitle = (setting: unknown): string | null =>
  typeof setting === 'string' && setting.trim() !== '' ? setting : null;
