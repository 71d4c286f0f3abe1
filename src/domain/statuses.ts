import { USER_ROLES, type UserRole } from './constants/userRoles.ts';
// Status and role vocabularies of spec §4, each declared once as a const array with its union type.

export const TASK_STATUSES = ['started', 'paused', 'completed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/**
 * What a task shows as its status: a new task is stored `paused` (spec §4), but calling it paused before it ever
 * ran misleads, so a paused task with no tracked time, no current run and no completion shows as `notStarted`.
 */
export type TaskDisplayStatus = TaskStatus | 'notStarted';

export type TaskRunTrace = {
  readonly status: TaskStatus;
  readonly trackedSeconds: number;
  readonly startedAt: string | null;
  readonly completedAt?: string | null | undefined;
};

export const taskDisplayStatus = (task: TaskRunTrace): TaskDisplayStatus =>
  task.status === 'paused' && task.trackedSeconds === 0 && task.startedAt === null && !task.completedAt ? 'notStarted' : task.status;

/** Starting or pausing a completed task is refused (spec §4: 'Cannot track a completed task.'). */
export const isTrackable = (status: TaskStatus): boolean => status !== 'completed';

export const WORK_STATUSES = ['active', 'suspended', 'closed'] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];

/** Only the values the spec shows; the server may know more, so callers treat unknown values as opaque. */
export const VACATION_STATUSES = ['pending', 'accepted', 'modified'] as const;
export type VacationStatus = (typeof VACATION_STATUSES)[number];


export const USER_STATUSES = ['active', 'deactivated', 'inactive', 'unregistered'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Newsletter recipient states as the mailing service names them. */
export const RECIPIENT_STATUSES = ['OPTIN', 'OPTOUT', 'PENDING'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

const ROLE_LABEL_KEYS: Readonly<Record<UserRole, `roles.${'admin' | 'subAdmin' | 'supervisor' | 'operator'}`>> = {
  admin: 'roles.admin',
  sub_admin: 'roles.subAdmin',
  supervisor: 'roles.supervisor',
  operator: 'roles.operator',
};

/** i18n key (namespace `common`) of a built-in role's label; each built-in role has its own words. */
export const roleLabelKey = (role: UserRole): (typeof ROLE_LABEL_KEYS)[UserRole] => ROLE_LABEL_KEYS[role];

export const isBuiltInRole = (name: string): name is UserRole => (USER_ROLES as readonly string[]).includes(name);

export const taskStatusLabelKey = (status: TaskDisplayStatus): `taskStatuses.${TaskDisplayStatus}` => `taskStatuses.${status}`;
export const workStatusLabelKey = (status: WorkStatus): `workStatuses.${WorkStatus}` => `workStatuses.${status}`;
export const vacationStatusLabelKey = (status: VacationStatus): `vacationStatuses.${VacationStatus}` =>
  `vacationStatuses.${status}`;
export const userStatusLabelKey = (status: UserStatus): `userStatuses.${UserStatus}` => `userStatuses.${status}`;
export const recipientStatusLabelKey = (status: RecipientStatus): `recipientStatuses.${RecipientStatus}` =>
  `recipientStatuses.${status}`;
