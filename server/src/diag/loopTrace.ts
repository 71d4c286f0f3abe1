import fs from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

// A diagnosis aid for the benchmarks (issue 36.1: the stall at the start of the fairness load), off unless
// BOTTEGA_LOOP_TRACE names a file. Every window (100 ms) appends one JSON line: the event loop's delay (max and p99
// from `monitorEventLoopDelay`), the time spent in garbage collection, the fair gate's queue, and the requests
// finished in the window with their longest wait in the queue and longest service. Enough to tell "the loop was
// held by application work" from "the process was not given the CPU" (no delay and no GC, yet nothing finished)
// and from "the collector ran". Writes synchronously once per window only: the trace must not be the stall.

export type LoopTrace = {
  /** A request entered the gate's queue (`queued`), started its work (`started`) and answered (`done`), in ms. */
  request(queued: number, started: number, done: number): void;
  /** A probe (/healthz, /readyz) reached the application: its connection had been accepted and read. */
  probe(): void;
  /** The server accepted a connection. */
  accepted(): void;
};

type Window = { accepted: number; probes: number; finished: number; maxWait: number; maxService: number; gcMs: number; gcMax: number; gcKinds: Set<number> };

const WINDOW_MS = 100;

const fresh = (): Window => ({ accepted: 0, probes: 0, finished: 0, maxWait: 0, maxService: 0, gcMs: 0, gcMax: 0, gcKinds: new Set() });

export function startLoopTrace(file: string | undefined, gateLoad: () => { readonly queued: number; readonly running: number }): LoopTrace | null {
  if (!file) return null;
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  const origin = performance.now();
  let window = fresh();
  let lastTick = origin;
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.gcMs += entry.duration;
      window.gcMax = Math.max(window.gcMax, entry.duration);
      // Node puts the collection's kind (minor, major…) in `detail`, which the DOM's PerformanceEntry type lacks.
      const detail: unknown = Reflect.get(entry, 'detail');
      const kind: unknown = typeof detail === 'object' && detail !== null ? Reflect.get(detail, 'kind') : undefined;
      if (typeof kind === 'number') window.gcKinds.add(kind);
    }
  });
  gc.observe({ entryTypes: ['gc'] });
  const cpuStart = process.cpuUsage();
  let cpuLast = cpuStart;
  const timer = setInterval(() => {
    const now = performance.now();
    const cpu = process.cpuUsage();
    const line = {
      t: Math.round(now - origin),
      wall: Date.now(),
      // How late this tick is: the longest turn in the window, roughly.
      late: Math.round(now - lastTick - WINDOW_MS),
      delayMax: Math.round(histogram.max / 1e6),
      delayP99: Math.round(histogram.percentile(99) / 1e6),
      // CPU this process got in the window (user + system, ms): far below the window's length while requests
      // wait means the machine, not the process, held them.
      cpu: Math.round((cpu.user - cpuLast.user + cpu.system - cpuLast.system) / 1000),
      gcMs: Math.round(window.gcMs),
      gcMax: Math.round(window.gcMax),
      gcKinds: [...window.gcKinds],
      ...gateLoad(),
      accepted: window.accepted,
      probes: window.probes,
      finished: window.finished,
      maxWait: Math.round(window.maxWait),
      maxService: Math.round(window.maxService),
      heapMiB: Math.round(process.memoryUsage().heapUsed / 1048576),
    };
    fs.appendFileSync(file, JSON.stringify(line) + '\n');
    histogram.reset();
    window = fresh();
    lastTick = now;
    cpuLast = cpu;
  }, WINDOW_MS);
  timer.unref();
  return {
    request(queued, started, done) {
      window.finished += 1;
      window.maxWait = Math.max(window.maxWait, started - queued);
      window.maxService = Math.max(window.maxService, done - started);
    },
    probe() {
      window.probes += 1;
    },
    accepted() {
      window.accepted += 1;
    },
  };
}
