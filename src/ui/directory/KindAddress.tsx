import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { Profile } from '../../api/profiles.ts';
import { kindFromPath, kindOfType, profileHref } from '../components/profileKinds.ts';

/**
 * A profile opened under another kind's address (a supplier at /customers/7, a typed or old link) moves to its own
 * kind's address, its detail or its edit form: the header, the tabs, the edit link and the route's permission then
 * all belong to what the profile is.
 */
export const KindAddress = ({ profile, suffix = '' }: { profile: Pick<Profile, 'id' | 'type'>; suffix?: '' | '/edit' }) => {
  const [location, navigate] = useLocation();
  const own = kindOfType(profile.type);
  const shown = kindFromPath(location);
  useEffect(() => {
    if (own !== null && own !== shown) navigate(`${profileHref(profile)}${suffix}`, { replace: true });
  }, [own, shown, profile, suffix, navigate]);
  return null;
};
