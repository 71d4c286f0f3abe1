import { matchRoute, useLocation, useRouter } from 'wouter';
import { APP_ROUTES } from './routes.ts';
import type { AppRoute } from './routeTypes.ts';

/** The route table entry of the current location (its layout and menu flags), if any. */
export const useCurrentRoute = (): AppRoute | undefined => {
  const [location] = useLocation();
  const { parser } = useRouter();
  return APP_ROUTES.find((route) => matchRoute(parser, route.path, location)[0]);
};
