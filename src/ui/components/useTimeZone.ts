import { sessionTimeZone } from '../../machines/session/session.connect.ts';
import { SessionContext } from '../app/SessionContext.ts';

/** The tenant's zone, as the server's wall clock (settings `timezone`, Europe/Rome by default). */
export const useTimeZone = (): string => SessionContext.useSelector(sessionTimeZone);
