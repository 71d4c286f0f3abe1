// Fair under overload (issue 36.1). Without a gate, every request whose bytes arrived during one turn of the event
// loop runs its application work (on PGlite: the database itself, in this thread, through promise chains that
// never give the loop back) inside that turn's poll phase: with 200 busy connections a turn lasts seconds, and a
// new connection — a person opening the app, a load balancer's probe — waits for whole turns before its request
// is even read. The gate only queues in the poll phase (cheap) and starts the queued work from later turns
// (`setImmediate`), a few jobs per turn, so the loop comes back to accept and read between them. The connection
// that has had the fewest requests served goes first (a newcomer is not behind every busy connection's next
// request), a bounded number of times in a row so the oldest waiting request is never starved; beyond a queue bound the answer is "busy, retry"
// (the caller's 503) instead of ever-growing latency.
//
// Node accepts ONE connection per turn of the event loop (measured on Node 20 / libuv 1.46: one accept4 per
// epoll_pwait, however many connections wait in the kernel's queue). When 200 connections open at once behind
// turns that each run a job (30–80 ms on the loaded machine), the last is accepted seconds later, and a fresh
// connection opened meanwhile waits behind all of them: the "8 s stall" at the start of the fairness load. So a
// turn that follows an accept runs no job (the loop comes straight back to accept the next connection), for at
// most `acceptFirstMs` in a row, so that a stream of new connections cannot hold the work back.

export type FairGateOptions = {
  /** Jobs doing application work at once (awaiting the database included). */
  readonly concurrency: number;
  /**
   * Jobs started per turn of the event loop at most. The number adapts: doubled after a turn shorter than
   * `turnBudgetMs` (cheap requests are not paced one loop turn each), halved after a longer one (a newcomer's wait
   * is about one turn).
   */
  readonly startsPerTurn: number;
  readonly turnBudgetMs: number;
  /** Requests waiting beyond this are refused (`admit` answers 'busy'). */
  readonly maxQueued: number;
  /** Jobs taken out of their arrival order in a row (least-served connection first) before the oldest waiting one goes. */
  readonly overtakes: number;
  /** Turns run no job after an accept (`accepted`) for at most this long in a row, then one turn runs jobs. */
  readonly acceptFirstMs: number;
};

export const DEFAULT_GATE: FairGateOptions = {
  concurrency: 32,
  startsPerTurn: 32,
  turnBudgetMs: 10,
  maxQueued: 2000,
  overtakes: 4,
  acceptFirstMs: 50,
};

type Entry = {
  /** Requests of this entry's connection served before it: the least served go first. */
  readonly served: number;
  readonly start: () => void;
};

export type FairGate = {
  /**
   * `job` run when its turn comes, its outcome handed back; 'busy' at once when the queue is full. `connection`:
   * what identifies the client's connection (its socket); none counts as a new connection.
   */
  admit<T>(connection: object | undefined, job: () => Promise<T>): Promise<T> | 'busy';
  /** The server accepted a connection: the next turns go to accepting more (see above) before jobs start again. */
  accepted(): void;
  /** Waiting and running jobs, for tests and the benchmark's diagnosis. */
  readonly load: () => { readonly queued: number; readonly running: number };
};

export function createFairGate(options: FairGateOptions = DEFAULT_GATE, clock: () => number = performance.now.bind(performance)): FairGate {
  // In arrival order. Each connection has at most one request waiting (HTTP/1.1 answers in order), so a linear
  // scan is over at most one entry per connection.
  const waiting: Entry[] = [];
  const served = new WeakMap<object, number>();
  let running = 0;
  let overtaken = 0;
  let scheduled = false;
  let starts = 1;
  let lastPump = -Infinity;
  /** Connections accepted, and how many of them the last pump had seen. */
  let accepts = 0;
  let acceptsSeen = 0;
  /** When the current run of accept-only turns began; null when the last turn ran jobs. */
  let acceptStreak: number | null = null;

  /** The entry of the least-served connection (the earliest of equals), or the oldest after `overtakes` of those. */
  const take = (): Entry | undefined => {
    let best = 0;
    for (let i = 1; i < waiting.length; i++) if ((waiting[i]?.served ?? 0) < (waiting[best]?.served ?? 0)) best = i;
    if (best !== 0 && overtaken >= options.overtakes) best = 0;
    overtaken = best === 0 ? 0 : overtaken + 1;
    return waiting.splice(best, 1)[0];
  };

  const schedule = (): void => {
    if (scheduled || waiting.length === 0 || running >= options.concurrency) return;
    scheduled = true;
    // A macrotask, not a microtask: the loop polls its sockets (accepts, reads, probes) before the next jobs run.
    setImmediate(pump);
  };

  function pump(): void {
    scheduled = false;
    // The time since the last pump is the last turn: the jobs it started, and the polling of the sockets.
    const now = clock();
    // A connection accepted since the last pump: more may wait in the kernel's queue, one per turn.
    const justAccepted = accepts !== acceptsSeen;
    acceptsSeen = accepts;
    if (justAccepted && (acceptStreak === null || now - acceptStreak < options.acceptFirstMs)) {
      acceptStreak ??= now;
      lastPump = now;
      schedule();
      return;
    }
    // The pace adapts to turns that ran jobs only (an accept-only turn says nothing about a job's cost).
    if (acceptStreak === null) starts = now - lastPump < options.turnBudgetMs ? Math.min(options.startsPerTurn, starts * 2) : Math.max(1, Math.floor(starts / 2));
    acceptStreak = null;
    lastPump = now;
    for (let started = 0; started < starts && running < options.concurrency; started++) {
      const next = take();
      if (!next) break;
      next.start();
    }
    schedule();
  }

  return {
    admit<T>(connection: object | undefined, job: () => Promise<T>): Promise<T> | 'busy' {
      if (waiting.length >= options.maxQueued) return 'busy';
      const count = connection ? served.get(connection) ?? 0 : 0;
      return new Promise<T>((resolve, reject) => {
        waiting.push({
          served: count,
          start: () => {
            running += 1;
            if (connection) served.set(connection, count + 1);
            // The place is free before the caller hears the outcome (what it does next may queue again); a job
            // that throws synchronously frees it too.
            const finish = (): void => {
              running -= 1;
              schedule();
            };
            Promise.resolve()
              .then(job)
              .then(
                (value) => {
                  finish();
                  resolve(value);
                },
                (error: unknown) => {
                  finish();
                  reject(error);
                },
              );
          },
        });
        schedule();
      });
    },
    accepted() {
      accepts += 1;
    },
    load: () => ({ queued: waiting.length, running }),
  };
}
