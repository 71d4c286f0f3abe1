// Tenant setting keys the server itself reads (the contract's SettingInput lists all accepted keys).

/** Menu modules switched off for the tenant; their operations answer 403. */
export const HIDDEN_MODULES_KEY = 'modules.hidden';
/** IANA zone of the tenant's wall clock; overrides the tenants.timezone column. */
export const TIMEZONE_KEY = 'timezone';
