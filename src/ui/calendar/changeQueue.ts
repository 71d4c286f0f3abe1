// The view's moves and resizes, one after the other. A change asked for while another is still being saved waits for
// it instead of being dropped: two quick Alt+↓ move an event by half an hour, and a key pressed the moment the server
// has the previous change (before its answer reaches the page) still counts. Each change reads the event again before
// it saves (applyViewChange), so the next one starts from what the server kept.

/** A queue that runs each change after the previous one has ended, however it ended. */
export const changeQueue = (): ((run: () => Promise<void>) => Promise<void>) => {
  let tail: Promise<void> = Promise.resolve();
  return (run) => {
    const next = tail.then(run);
    // A failed change is reported by its own caller; it must not stop the ones behind it.
    tail = next.catch(() => undefined);
    return next;
  };
};
