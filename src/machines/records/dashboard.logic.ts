import type { Page } from '../../api/envelope.ts';
import { pagedListLogic, type PagedListLogic } from '../generic/pagedList.logic.ts';
import type { ListFilters } from '../generic/pagedList.machine.ts';
import {
  loadMyOpenTasks,
  loadPendingVacations,
  loadSamplesToApprove,
  loadUpcomingEvents,
  myOpenTasks,
  pendingVacations,
  samplesToApprove,
  upcomingEvents,
  type DashboardEvent,
  type DashboardTask,
  type PendingVacation,
  type SampleToApprove,
} from './dashboardReads.ts';

// The dashboard's panels (src/ui/dashboard): each a short list read once (no paging, filters or order), adopting the
// entry's early answer when there is one (dashboardReads.ts, panelPrefetch.ts). The context is the read's argument.

/**
 * A panel's list logic, and its early answer when that has already arrived (the panel then mounts with its rows, and
 * once mounted takes it with `adopt`: panelPrefetch.ts).
 */
export type PanelLogic<Item, Context = void> = PagedListLogic<Item, ListFilters, Context> & {
  readonly arrived: (context: Context) => Page<Item> | undefined;
  readonly adopt: (context: Context) => void;
};

/** Today's and the next days' events; context: today in the tenant's zone. */
export const upcomingEventsPanel: PanelLogic<DashboardEvent, string> = {
  ...pagedListLogic<DashboardEvent, ListFilters, string>((client, _request, today) => loadUpcomingEvents(client, today)),
  arrived: (today) => upcomingEvents.arrived(today),
  adopt: (today) => upcomingEvents.adopt(today),
};

/** My running tasks, then my paused ones; context: my user id. */
export const myOpenTasksPanel: PanelLogic<DashboardTask, number> = {
  ...pagedListLogic<DashboardTask, ListFilters, number>((client, _request, userId) => loadMyOpenTasks(client, userId)),
  arrived: (userId) => myOpenTasks.arrived(userId),
  adopt: (userId) => myOpenTasks.adopt(userId),
};

/** Vacation requests waiting for a decision. */
export const pendingVacationsPanel: PanelLogic<PendingVacation> = {
  ...pagedListLogic<PendingVacation, ListFilters>((client) => loadPendingVacations(client)),
  arrived: () => pendingVacations.arrived(),
  adopt: () => pendingVacations.adopt(),
};

/** Samples waiting for a department's decision. */
export const samplesToApprovePanel: PanelLogic<SampleToApprove> = {
  ...pagedListLogic<SampleToApprove, ListFilters>((client) => loadSamplesToApprove(client)),
  arrived: () => samplesToApprove.arrived(),
  adopt: () => samplesToApprove.adopt(),
};
