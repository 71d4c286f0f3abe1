import type { Access } from '../../../machines/session/session.connect.ts';
import { isAllowed } from '../gate.ts';
import type { MenuEntry } from './menuEntries.ts';

/** The entries to render: their route has a screen, and tenant and permissions allow them. */
export const visibleMenuEntries = (
  entries: readonly MenuEntry[],
  access: Access,
  hasScreen: (route: string) => boolean,
): readonly MenuEntry[] => entries.filter((entry) => hasScreen(entry.route) && isAllowed(entry, access));

// The setting's default value is the Italian word itself; it names the default title, so it is shown in the
// reader's language ("Evaluations" in English) rather than as stored.
const DEFAULT_TITLE_SETTING = 'valutazioni';

/**
 * The evaluators section is titled by the tenant (spec §1): TPM or Valutazioni. A proper name such as TPM is
 * shown as set; null means "the translated default title".
 */
export const evaluatorsTitle = (setting: unknown): string | null =>
  typeof setting === 'string' && setting.trim() !== '' && setting.trim().toLowerCase() !== DEFAULT_TITLE_SETTING ? setting : null;
