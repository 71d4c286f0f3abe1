import type { Access } from '../../../machines/session/session.connect.ts';
import { isAllowed, switchedOffModule } from '../gate.ts';
import type { AddEntry } from './addEntries.ts';

/**
 * An entry of the Add panel as it shows: usable, or shown disabled because the tenant switched its module off
 * (`offBy: 'tenant'`) or the person switched their newsletter off (`offBy: 'person'`, the preference
 * `newsletter.enabled`: its forms could only fail).
 */
export type AddPanelEntry = { readonly entry: AddEntry; readonly switchedOff: boolean; readonly offBy?: 'tenant' | 'person' };

/**
 * The entries the user may use, and those they could use but for a module the tenant switched off (issue 31.5): a
 * switched-off module is not the user's missing permission, so its entries stay in view, disabled with the reason,
 * rather than vanishing. An entry the user lacks the permission for is not shown at all.
 */
export const addPanelEntries = (entries: readonly AddEntry[], access: Access, hasScreen: (route: string) => boolean, newsletterOff = false): readonly AddPanelEntry[] =>
  entries.flatMap((entry): AddPanelEntry[] => {
    if (!hasScreen(entry.route)) return [];
    if (isAllowed(entry, access)) return [newsletterOff && entry.tenantModule === 'newsletter' ? { entry, switchedOff: true, offBy: 'person' } : { entry, switchedOff: false }];
    const allowedButForModule = switchedOffModule(entry, access) !== null && isAllowed({ ...entry, tenantModule: undefined }, access);
    return allowedButForModule ? [{ entry, switchedOff: true, offBy: 'tenant' }] : [];
  });
