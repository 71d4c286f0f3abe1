import { UPCOMING_DAYS } from '../src/domain/constants/events.ts';
import { DEFAULT_TIME_ZONE } from '../src/domain/constants/timeZone.ts';
import { DASHBOARD_PANELS, type DashboardPanelId } from '../src/ui/dashboard/dashboardPanels.ts';

// The dashboard panels' reads as the page's signed-in head script sends them (issue 36 point 4): once the session's
// answers are in, without waiting for the entry to arrive and run. Which panels follow DashboardRoute's gates
// (DASHBOARD_PANELS, read here, not copied); the URLs are those the app's client builds for the same reads
// (src/machines/records/dashboardReads.ts), so its panels adopt the answers by URL. tests/build/panelReads.test.ts runs
// the generated script and the app's own code on the same sessions and holds the two in step.

/** The app's API base (src/ui/app/appServices.ts API_BASE). */
const API = '/api';

/** Placeholders: the user's id, today on the tenant's wall clock, and the last day of the upcoming window. */
const READ_URLS: Readonly<Record<DashboardPanelId, readonly string[]>> = {
  events: [`${API}/calendars/fullcalendar-events?start={today}%2000%3A00%3A00&end={end}%2023%3A59%3A59&page_size=50`],
  tasks: [`${API}/tasks?assignee_id={user}&status=started&page_size=10`, `${API}/tasks?assignee_id={user}&status=paused&page_size=10`],
  vacations: [`${API}/vacations?status=pending&page_size=10`],
  samples: [`${API}/samples?status=in_evaluation&page_size=10`, `${API}/samples?status=draft&page_size=10`],
};

export type PanelReadsPlan = {
  /** The session calls whose answers decide (paths as the head script sent them). */
  readonly session: { readonly user: string; readonly permissions: string; readonly settings: string };
  /** The tenant's zone when its settings name none (src/domain/constants/timeZone.ts). */
  readonly timezone: string;
  /** The upcoming events' window after today, in days (src/domain/constants/events.ts). */
  readonly days: number;
  readonly reads: readonly {
    readonly gate: { readonly tenantModule?: string; readonly module?: string; readonly permission?: string };
    /** A further rule of DashboardRoute: this permission or leading a team (the vacations panel's approvers). */
    readonly approver?: string;
    readonly urls: readonly string[];
  }[];
};

/** `session`: the URLs the head script sent the session's calls to (build/startupPreloadPlugin.ts STARTUP_CALLS). */
export const panelReadsPlan = (session: PanelReadsPlan['session']): PanelReadsPlan => ({
  session,
  timezone: DEFAULT_TIME_ZONE,
  days: UPCOMING_DAYS,
  reads: DASHBOARD_PANELS.map(({ id, anyPermission, tenantModule, module, permission }) => {
    // The script checks these three; a panel gated otherwise needs the script taught first.
    if (anyPermission !== undefined) throw new Error(`panel reads: the ${id} panel's anyPermission gate is not known to build/panelReadsPlan.ts`);
    return {
      gate: { ...(tenantModule === undefined ? {} : { tenantModule }), ...(module === undefined ? {} : { module }), ...(permission === undefined ? {} : { permission }) },
      ...(id === 'vacations' ? { approver: 'vacations.changeStatus' } : {}),
      urls: READ_URLS[id],
    };
  }),
});
