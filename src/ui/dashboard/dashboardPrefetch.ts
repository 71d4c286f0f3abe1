import type { FetchFn } from '../../api/client.ts';
import type { StartupPrefetch } from '../../api/startupPrefetch.ts';
import type { TokenStore } from '../../api/tokenStore.ts';
import { can } from '../../domain/permissions.ts';
import { accessOf } from '../../machines/session/session.connect.ts';
import type { CurrentUser, Settings } from '../../machines/session/session.types.ts';
import { isApprover } from '../../machines/vacationStatus/mayDecide.ts';
import { isAllowed } from '../app/gate.ts';
import { appTokenStore, panelReadsClient, sendPanelRead, type PanelRead } from '../../machines/records/dashboardReads.ts';
import { DASHBOARD_PANELS, type DashboardPanelId } from './dashboardPanels.ts';
import { todayIn } from '../../domain/todayIn.ts';
import { DEFAULT_TIME_ZONE } from '../../domain/constants/timeZone.ts';

// The dashboard's panel reads, sent by the entry as soon as the session's early answers are in (issue 36 point 4),
// not after the shell, the dashboard and the panels have rendered: they then travel beside the locale files and the
// first render instead of after them. Which panels, and with which arguments, is decided as DashboardRoute decides
// it, from the same answers the session adopts; a panel the prefetch guessed wrong simply calls for itself.


/** What the session will know once started: its user, permissions and settings (startupPrefetch's answers). */
export type KnownSession = { readonly user: CurrentUser; readonly permissions: readonly string[]; readonly settings: Settings };

/** The reads the dashboard's panels will make for this session (DashboardRoute's choice of panels). */
export const panelReads = ({ user, permissions, settings }: KnownSession, now: Date = new Date()): readonly PanelRead[] => {
  const access = accessOf({ user, permissions, settings });
  const viewer = {
    userId: user.id,
    canChangeStatus: can(access.permissions, access.role, 'vacations.changeStatus'),
    team: user.relationships.map((member) => member.id),
  };
  const timezone = settings['timezone'];
  const read = (id: DashboardPanelId): PanelRead | null => {
    switch (id) {
      case 'events':
        return { id, today: todayIn(typeof timezone === 'string' ? timezone : DEFAULT_TIME_ZONE, now) };
      case 'tasks':
        return { id, userId: user.id };
      case 'vacations':
        return isApprover(viewer) ? { id } : null;
      case 'samples':
        return { id };
    }
  };
  return DASHBOARD_PANELS.filter((panel) => isAllowed(panel, access))
    .map((panel) => read(panel.id))
    .filter((panelRead): panelRead is PanelRead => panelRead !== null);
};

const byKey = <V>(items: readonly { key: string; value: V }[]): Readonly<Record<string, V>> => Object.fromEntries(items.map((item) => [item.key, item.value]));

/**
 * Sends the panels' reads once the session's early answers have arrived; nothing when there are none (no stored
 * session, answers already taken or stale) or one failed (the session then goes its own way, and so do the panels).
 */
export const prefetchDashboardPanels = async (
  baseUrl: string,
  prefetch: StartupPrefetch,
  tokenStore: TokenStore = appTokenStore(),
  fetch?: FetchFn,
): Promise<void> => {
  const user = prefetch.peek('user');
  const permissions = prefetch.peek('permissions');
  const settings = prefetch.peek('settings');
  if (user === undefined || permissions === undefined || settings === undefined) return;
  const known = await Promise.all([user, permissions, settings]).catch(() => undefined);
  if (known === undefined) return;
  // Sent by the page's head script already (or being sent): its answers are adopted by URL.
  const client = await panelReadsClient(baseUrl, tokenStore, prefetch.early, fetch);
  for (const panelRead of panelReads({ user: known[0], permissions: known[1], settings: byKey(known[2].items) })) sendPanelRead(client, panelRead);
};
