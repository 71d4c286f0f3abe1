import type { LucideIcon } from 'lucide-react';
import Award from 'lucide-react/icons/award';
import Briefcase from 'lucide-react/icons/briefcase';
import Building2 from 'lucide-react/icons/building-complex';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import FileText from 'lucide-react/icons/file-text';
import Folders from 'lucide-react/icons/folders';
import ListChecks from 'lucide-react/icons/list-checks';
import ListPlus from 'lucide-react/icons/list-plus';
import Mail from 'lucide-react/icons/mail';
import Package from 'lucide-react/icons/package';
import Shapes from 'lucide-react/icons/shapes';
import Tags from 'lucide-react/icons/tags';
import Target from 'lucide-react/icons/target';
import Truck from 'lucide-react/icons/truck';
import UserPlus from 'lucide-react/icons/user-plus';
import UserRoundPlus from 'lucide-react/icons/user-round-plus';
import UsersRound from 'lucide-react/icons/users-round';
import type { Gate } from './menuEntries.ts';

export type AddEntry = Gate & {
  readonly id: string;
  readonly route: string;
  /** Key in the `app` namespace. */
  readonly labelKey: string;
  readonly icon: LucideIcon;
};

/** THE Add panel (spec §2), in its order; each entry is gated by its create permission. */
export const ADD_ENTRIES: readonly AddEntry[] = [
  { id: 'event', route: '/calendar/events/create', labelKey: 'add.event', icon: CalendarPlus, module: 'events', permission: 'events.create', tenantModule: 'calendar' },
  { id: 'customer', route: '/customers/create', labelKey: 'add.customer', icon: UserPlus, module: 'customers', permission: 'customers.create', tenantModule: 'profiles' },
  { id: 'supplier', route: '/suppliers/create', labelKey: 'add.supplier', icon: Truck, module: 'suppliers', permission: 'suppliers.create', tenantModule: 'profiles' },
  { id: 'lead', route: '/leads/create', labelKey: 'add.lead', icon: UserRoundPlus, module: 'leads', permission: 'leads.create', tenantModule: 'profiles' },
  { id: 'company', route: '/companies/create', labelKey: 'add.company', icon: Building2, module: 'companies', permission: 'companies.create', tenantModule: 'profiles' },
  { id: 'work', route: '/works/create', labelKey: 'add.work', icon: Briefcase, module: 'works', permission: 'works.create', tenantModule: 'works' },
  { id: 'task', route: '/tasks/create', labelKey: 'add.task', icon: ListChecks, module: 'tasks', permission: 'tasks.create', tenantModule: 'tasks' },
  { id: 'taskType', route: '/tasks/types/create', labelKey: 'add.taskType', icon: Shapes, module: 'task_types', permission: 'task_types.create', tenantModule: 'tasks' },
  { id: 'workType', route: '/works/types/create', labelKey: 'add.workType', icon: Folders, module: 'work_types', permission: 'work_types.create', tenantModule: 'works' },
  { id: 'article', route: '/articles/create', labelKey: 'add.article', icon: Package, module: 'articles', permission: 'articles.create', tenantModule: 'articles' },
  { id: 'priceList', route: '/price-lists/create', labelKey: 'add.priceList', icon: Tags, module: 'price_lists', permission: 'price_lists.create', tenantModule: 'price-lists' },
  { id: 'goal', route: '/evaluators/goals/create', labelKey: 'add.goal', icon: Target, module: 'goals', permission: 'goals.create', tenantModule: 'evaluators' },
  { id: 'package', route: '/evaluators/packages/create', labelKey: 'add.package', icon: Award, module: 'packages', permission: 'packages.create', tenantModule: 'evaluators' },
  { id: 'salesReport', route: '/sales-reports/create', labelKey: 'add.salesReport', icon: ClipboardList, module: 'sales-reports', permission: 'sales-reports.create', tenantModule: 'sales-reports' },
  { id: 'quote', route: '/quotes/create', labelKey: 'add.quote', icon: FileText, module: 'quotes', permission: 'quotes.create', tenantModule: 'quotes' },
  { id: 'newsletterList', route: '/newsletter/lists/create', labelKey: 'add.newsletterList', icon: Mail, module: 'recipients', permission: 'recipients.create', tenantModule: 'newsletter' },
  { id: 'newsletterGroup', route: '/newsletter/groups/create', labelKey: 'add.newsletterGroup', icon: ListPlus, module: 'recipients', permission: 'recipients.create', tenantModule: 'newsletter' },
  { id: 'user', route: '/users/create', labelKey: 'add.user', icon: UsersRound, module: 'users', permission: 'users.create' },
];
