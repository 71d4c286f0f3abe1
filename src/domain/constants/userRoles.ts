// The built-in roles (spec §4), apart from the other statuses: the session reads them at start-up, so they travel in
// the entry chunk, which /login's budget counts (statuses.ts would bring every status list with them).
export const USER_ROLES = ['admin', 'sub_admin', 'supervisor', 'operator'] as const;
export type UserRole = (typeof USER_ROLES)[number];
