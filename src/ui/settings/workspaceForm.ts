import type { SettingInput } from '../../api/settings.ts';
import type { SettingValue } from '../../machines/session/session.types.ts';
import { LANGUAGES, type Language } from '../../domain/constants/languages.ts';
import { DEFAULT_TIME_ZONE } from '../../domain/constants/timeZone.ts';

// Settings → Workspace: the tenant's modules, default language, first day of the week and time zone (issue 33's
// first-run step). Only what changed is saved, each key on its own.

/** The tenant modules a company may switch off (contract SettingInput `modules.hidden`), in menu order. */
export const TENANT_MODULES = [
  'calendar',
  'profiles',
  'works',
  'tasks',
  'articles',
  'price-lists',
  'quotes',
  'proposals',
  'samples',
  'vacations',
  'newsletter',
  'sales-reports',
  'statistics',
  'evaluators',
  'documents',
] as const;

export type TenantModule = (typeof TENANT_MODULES)[number];

export type WorkspaceValues = {
  readonly language: Language;
  /** `'0'` Sunday … `'6'` Saturday. */
  readonly firstDayOfWeek: string;
  readonly timezone: string;
  readonly hidden: readonly TenantModule[];
};

export const WORKSPACE_KEYS = { language: 'language', firstDayOfWeek: 'first_day_of_week', timezone: 'timezone', hidden: 'modules.hidden' } as const satisfies Record<string, SettingInput['key']>;

export type SettingChange = { readonly key: SettingInput['key']; readonly value: SettingValue };


const isTenantModule = (value: unknown): value is TenantModule => TENANT_MODULES.some((m) => m === value);

export function workspaceValues(settings: Readonly<Record<string, SettingValue | undefined>>): WorkspaceValues {
  const language = settings[WORKSPACE_KEYS.language];
  const week = settings[WORKSPACE_KEYS.firstDayOfWeek];
  const zone = settings[WORKSPACE_KEYS.timezone];
  const hidden = settings[WORKSPACE_KEYS.hidden];
  return {
    language: LANGUAGES.find((l) => l === language) ?? 'it',
    firstDayOfWeek: typeof week === 'string' && /^[0-6]$/.test(week) ? week : '1',
    timezone: typeof zone === 'string' && zone !== '' ? zone : DEFAULT_TIME_ZONE,
    hidden: Array.isArray(hidden) ? TENANT_MODULES.filter((m) => hidden.some((h) => h === m)) : [],
  };
}

/** The settings to save: only the keys whose value changed, as the contract wants them (no hidden module: null). */
export function changedSettings(before: WorkspaceValues, after: WorkspaceValues): readonly SettingChange[] {
  const out: SettingChange[] = [];
  if (after.language !== before.language) out.push({ key: WORKSPACE_KEYS.language, value: after.language });
  if (after.firstDayOfWeek !== before.firstDayOfWeek) out.push({ key: WORKSPACE_KEYS.firstDayOfWeek, value: after.firstDayOfWeek });
  if (after.timezone !== before.timezone) out.push({ key: WORKSPACE_KEYS.timezone, value: after.timezone });
  const hidden = TENANT_MODULES.filter((m) => after.hidden.includes(m));
  if (hidden.join(',') !== before.hidden.join(',')) out.push({ key: WORKSPACE_KEYS.hidden, value: hidden.length === 0 ? null : [...hidden] });
  return out;
}

export const toggledModule = (hidden: readonly TenantModule[], module: TenantModule, on: boolean): readonly TenantModule[] =>
  on ? hidden.filter((m) => m !== module) : TENANT_MODULES.filter((m) => m === module || hidden.includes(m));

/** Every IANA time zone the browser knows, the tenant's own first when it is not among them. */
export function timeZones(current: string): readonly string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [DEFAULT_TIME_ZONE];
  return known.includes(current) ? known : [current, ...known];
}

export const asTenantModules = (values: readonly unknown[]): readonly TenantModule[] => values.filter(isTenantModule);
