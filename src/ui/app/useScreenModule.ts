import { useEffect, useState } from 'react';
import type { ScreenLoader } from './screenLoader.ts';

/**
 * Whether a screen's module is here (a remembering loader's: screenLoader.ts): false while it is on its way, true once
 * it has arrived, or failed (the screen's own lazy load then reports the failure). Without a loader, true.
 *
 * Why not let the screen suspend: a Suspense fallback shown makes React hold back the content that replaces it until
 * 300 ms after the fallback appeared (its fallback throttle, which applies to every render that retries a suspended
 * screen). When the signed-in layout rendered before the dashboard's module had arrived (3 loads in 12, the module
 * ≈ 100 ms behind), the dashboard then appeared 300 ms after the layout. Shown as plain content, the same spinner is
 * replaced as soon as the module is here, by an ordinary update (issue 36 point 4).
 */
export const useScreenModule = (loader: ScreenLoader | undefined): boolean => {
  const [here, setHere] = useState(() => loader === undefined || loader.loaded() !== undefined);
  useEffect(() => {
    if (here || loader === undefined) return undefined;
    let live = true;
    const settle = () => {
      if (live) setHere(true);
    };
    // The module's import is shared by every caller: this waits for the load already under way, sending nothing new.
    loader().then(settle, settle);
    return () => {
      live = false;
    };
  }, [here, loader]);
  return here;
};
