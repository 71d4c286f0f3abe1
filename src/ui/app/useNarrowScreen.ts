import { useSyncExternalStore } from 'react';
import { MOBILE_THRESHOLD_PX } from '../../domain/constants/layout.ts';

const QUERY = `(max-width: ${MOBILE_THRESHOLD_PX - 0.02}px)`;

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

/** Below the spec's 640 px threshold (spec §2, §9). */
export const useNarrowScreen = (): boolean =>
  useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, () => false);
