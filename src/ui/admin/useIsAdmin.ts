import { useAccess } from '../app/sessionHooks.ts';

/** Whether the signed-in user has the admin role (only an admin may give it to others). */
export const useIsAdmin = (): boolean => useAccess().role === 'admin';
