import type { LucideIcon } from 'lucide-react';
import Award from 'lucide-react/icons/award';
import BarChart3 from 'lucide-react/icons/chart-column';
import Briefcase from 'lucide-react/icons/briefcase';
import CalendarDays from 'lucide-react/icons/calendar-days';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import FileSignature from 'lucide-react/icons/file-pen-line';
import FileText from 'lucide-react/icons/file-text';
import FlaskConical from 'lucide-react/icons/flask-conical';
import FolderOpen from 'lucide-react/icons/folder-open';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import ListChecks from 'lucide-react/icons/list-checks';
import Mail from 'lucide-react/icons/mail';
import Package from 'lucide-react/icons/package';
import Palmtree from 'lucide-react/icons/tree-palm';
import Settings from 'lucide-react/icons/settings';
import Tags from 'lucide-react/icons/tags';
import Users from 'lucide-react/icons/users';
import Workflow from 'lucide-react/icons/workflow';
import type { PermissionKey, PermissionModule } from '../../../domain/permissions.ts';

/** Names of the tenant setting `modules.hidden` (one per menu section). */
export type TenantModule =
  | 'calendar'
  | 'profiles'
  | 'works'
  | 'tasks'
  | 'articles'
  | 'price-lists'
  | 'quotes'
  | 'proposals'
  | 'samples'
  | 'vacations'
  | 'newsletter'
  | 'sales-reports'
  | 'statistics'
  | 'evaluators'
  | 'documents';

/** Permission keys spec §6 names outside the `module.action` pattern of a known module. */
export type SpecAliasKey = 'sales-report.viewAny';

/** Access rule shared by menu entries, Add panel entries and settings entries. */
export type Gate = {
  /** Module that must be enabled for the tenant and user (its bare name among the permissions, spec §6). */
  readonly module?: PermissionModule;
  readonly permission?: PermissionKey;
  /**
   * Allowed when the user holds any one of these keys (admins hold all): for a check spec §6 reads two ways, e.g.
   * the sales report list's `sales-report.viewAny` beside the module's `sales-reports.viewAny`.
   */
  readonly anyPermission?: readonly (PermissionKey | SpecAliasKey)[];
  /** Hidden when the tenant lists this name in `modules.hidden`. */
  readonly tenantModule?: TenantModule;
};

export type MenuEntry = Gate & {
  readonly id: string;
  readonly route: string;
  /** Key in the `app` namespace. */
  readonly labelKey: string;
  readonly icon: LucideIcon;
};

/** Spec §6 shows the sales report list check both as `sales-report.viewAny` and under the module key: accept either. */
export const SALES_REPORT_LIST_KEYS: readonly (PermissionKey | SpecAliasKey)[] = ['sales-reports.viewAny', 'sales-report.viewAny'];

/**
 * THE side menu: every section of the product, in order. An entry shows when its route has a screen (see
 * routes.ts), the tenant has not hidden it, its module is enabled and the user holds its permission.
 */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { id: 'dashboard', route: '/dashboard', labelKey: 'menu.dashboard', icon: LayoutDashboard },
  { id: 'calendar', route: '/calendar', labelKey: 'menu.calendar', icon: CalendarDays, module: 'events', permission: 'events.viewAny', tenantModule: 'calendar' },
  { id: 'profiles', route: '/profiles', labelKey: 'menu.profiles', icon: Users, module: 'profiles', permission: 'profiles.viewAny', tenantModule: 'profiles' },
  { id: 'works', route: '/works', labelKey: 'menu.works', icon: Briefcase, module: 'works', permission: 'works.viewAny', tenantModule: 'works' },
  { id: 'tasks', route: '/tasks', labelKey: 'menu.tasks', icon: ListChecks, module: 'tasks', permission: 'tasks.viewAny', tenantModule: 'tasks' },
  { id: 'articles', route: '/articles', labelKey: 'menu.articles', icon: Package, module: 'articles', permission: 'articles.viewAny', tenantModule: 'articles' },
  { id: 'priceLists', route: '/price-lists', labelKey: 'menu.priceLists', icon: Tags, module: 'price_lists', permission: 'price_lists.viewAny', tenantModule: 'price-lists' },
  { id: 'quotes', route: '/quotes', labelKey: 'menu.quotes', icon: FileText, module: 'quotes', permission: 'quotes.viewAny', tenantModule: 'quotes' },
  { id: 'proposals', route: '/proposals', labelKey: 'menu.proposals', icon: FileSignature, module: 'proposals', permission: 'proposals.viewAny', tenantModule: 'proposals' },
  { id: 'samples', route: '/samples', labelKey: 'menu.samples', icon: FlaskConical, module: 'samples', permission: 'samples.viewAny', tenantModule: 'samples' },
  { id: 'vacations', route: '/vacations', labelKey: 'menu.vacations', icon: Palmtree, module: 'vacations', permission: 'vacations.viewAny', tenantModule: 'vacations' },
  { id: 'newsletter', route: '/newsletter/lists', labelKey: 'menu.newsletter', icon: Mail, module: 'recipients', permission: 'recipients.viewAny', tenantModule: 'newsletter' },
  { id: 'salesReports', route: '/sales-reports', labelKey: 'menu.salesReports', icon: ClipboardList, module: 'sales-reports', anyPermission: SALES_REPORT_LIST_KEYS, tenantModule: 'sales-reports' },
  { id: 'statistics', route: '/statistics', labelKey: 'menu.statistics', icon: BarChart3, module: 'statistics', permission: 'statistics.viewAny', tenantModule: 'statistics' },
  { id: 'evaluators', route: '/evaluators', labelKey: 'menu.evaluators', icon: Award, module: 'packages', permission: 'packages.viewAny', tenantModule: 'evaluators' },
  { id: 'documents', route: '/documents', labelKey: 'menu.documents', icon: FolderOpen, module: 'documents', permission: 'documents.viewAny', tenantModule: 'documents' },
  { id: 'settings', route: '/settings', labelKey: 'menu.settings', icon: Settings },
  // Everyone reads the workflows of the modules they use (issue 35.1); the page filters them (processes/processGates.ts).
  { id: 'processes', route: '/processes', labelKey: 'menu.processes', icon: Workflow },
];
