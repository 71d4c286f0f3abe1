import { pagedListLogic } from '../generic/pagedList.logic.ts';
import type { ListFilters } from '../generic/pagedList.machine.ts';
import {
  loadMyOpenTasks,
  loadPendingVacations,
  loadSamplesToApprove,
  loadUpcomingEvents,
  type DashboardEvent,
  type DashboardTask,
  type PendingVacation,
  type SampleToApprove,
} from './dashboardReads.ts';

// The dashboard's panels (src/ui/dashboard): each a short list read once (no paging, filters or order), adopting the
// entry's early answer when there is one (dashboardReads.ts, panelPrefetch.ts). The context is the read's argument.

/** Today's and the next days' events; context: today in the tenant's zone. */
export const upcomingEventsPanel = pagedListLogic<DashboardEvent, ListFilters, string>((client, _request, today) => loadUpcomingEvents(client, today));

/** My running tasks, then my paused ones; context: my user id. */
export const myOpenTasksPanel = pagedListLogic<DashboardTask, ListFilters, number>((client, _request, userId) => loadMyOpenTasks(client, userId));

/** Vacation requests waiting for a decision. */
export const pendingVacationsPanel = pagedListLogic<PendingVacation, ListFilters>((client) => loadPendingVacations(client));

/** Samples waiting for a department's decision. */
export const samplesToApprovePanel = pagedListLogic<SampleToApprove, ListFilters>((client) => loadSamplesToApprove(client));
