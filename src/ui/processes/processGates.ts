import type { Gate } from '../app/menu/menuEntries.ts';
import type { AppRoute } from '../app/routeTypes.ts';

// Issue 35.1: Processi shows each business workflow to whoever may use its module. A workflow's gate is the gate of
// the screen where its records live (its "home"), read from the route table (given: app/routeTable.ts), so the two
// never disagree: an operator who opens the leave requests reads the leave workflow; one who cannot open the import
// does not read the import's.

/** Where each business workflow's records live (src/machines/stories.ts lists the workflows). */
export const PROCESS_HOMES: Readonly<Record<string, string>> = {
  vacationStatus: '/vacations',
  sampleApproval: '/samples',
  proposalSending: '/proposals',
  taskTracking: '/tasks',
  newsletterSubscription: '/newsletter/lists',
  packageEvaluation: '/evaluators',
  profileMerge: '/profiles',
  dataImport: '/settings/import',
  duplicateCheck: '/profiles',
  sectionAccess: '/settings/section-access',
};

/** Nobody passes the gate of a path missing from the table: a new workflow must name its screen here. */
const NOBODY: Gate = { anyPermission: [] };

const gateOfPath = (routes: readonly AppRoute[], path: string | undefined): Gate => routes.find((route) => route.path === path)?.access ?? NOBODY;

/** The gate of a business workflow: its home screen's. */
export const processGate = (routes: readonly AppRoute[], machineId: string): Gate => gateOfPath(routes, PROCESS_HOMES[machineId]);

/** The developers' page of technical machines: its route's gate. */
export const technicalGate = (routes: readonly AppRoute[]): Gate => gateOfPath(routes, '/processes/technical');
