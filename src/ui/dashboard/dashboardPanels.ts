import type { Gate } from '../app/menu/menuEntries.ts';

export type DashboardPanelId = 'events' | 'tasks' | 'vacations' | 'samples';

/** Each part of the dashboard and who may see it. */
export const DASHBOARD_PANELS: readonly (Gate & { readonly id: DashboardPanelId })[] = [
  { id: 'events', module: 'events', permission: 'events.viewAny', tenantModule: 'calendar' },
  { id: 'tasks', module: 'tasks', permission: 'tasks.viewAny', tenantModule: 'tasks' },
  // Approvers: vacations.changeStatus or leading a team (DashboardRoute checks the team; a gate cannot).
  { id: 'vacations', module: 'vacations', permission: 'vacations.viewAny', tenantModule: 'vacations' },
  { id: 'samples', module: 'samples', permission: 'samples.approve', tenantModule: 'samples' },
];
