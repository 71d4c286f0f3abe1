import { selectAccess } from '../../machines/session/session.selectors.ts';
import { SessionContext } from '../app/SessionContext.ts';

/** Whether the signed-in user has the admin role (only an admin may give it to others). */
export const useIsAdmin = (): boolean => SessionContext.useSelector(selectAccess).role === 'admin';
