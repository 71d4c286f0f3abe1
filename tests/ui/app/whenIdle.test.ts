import { describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../../../src/ui/app/whenIdle.ts';

// The top bar's menus wait for an idle main thread (issue 36 point 4): not before the browser says it is idle, and
// never longer than the timeout handed to it.

describe('whenIdle', () => {
  it('resolves only when the browser calls back idle, asking it for the bound', async () => {
    let idle: (() => void) | undefined;
    const requestIdleCallback = vi.fn((callback: () => void) => {
      idle = callback;
      return 1;
    });
    let resolved = false;
    const waiting = whenIdle(1500, { requestIdleCallback, setTimeout }).then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect(resolved).toBe(false);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1500 });
    idle?.();
    await waiting;
    expect(resolved).toBe(true);
  });

  it('falls back to a zero timeout where the browser has no idle callback', async () => {
    const fallback = vi.fn((callback: () => void) => {
      callback();
      return 0;
    });
    await whenIdle(1500, { setTimeout: fallback as unknown as typeof setTimeout });
    expect(fallback).toHaveBeenCalledWith(expect.any(Function), 0);
  });
});
