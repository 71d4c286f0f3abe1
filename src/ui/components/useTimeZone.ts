import { selectSetting } from '../../machines/session/session.selectors.ts';
import { SessionContext } from '../app/SessionContext.ts';

/** The tenant's zone, as the server's wall clock (settings `timezone`, Europe/Rome by default). */
export const useTimeZone = (): string => {
  const zone = SessionContext.useSelector(selectSetting('timezone'));
  return typeof zone === 'string' && zone !== '' ? zone : 'Europe/Rome';
};
