import { useEffect, useState } from 'react';

/**
 * Seconds left of `seconds`, counted from the first render and ticking once a second on the browser's monotonic
 * clock (the server said how many seconds were left; the wall clocks of both sides need not agree).
 */
export const useCountdown = (seconds: number): number => {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const began = performance.now();
    const timer = setInterval(() => setLeft(Math.max(0, seconds - Math.floor((performance.now() - began) / 1000))), 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
};

/** `m:ss` for the remaining time. */
export const minutesSeconds = (total: number): string => `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
