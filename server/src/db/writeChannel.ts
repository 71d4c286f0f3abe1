import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { decodeScope, encodeScope, type WriteScope } from '../cache/writeGeneration.ts';
import type { Logger } from '../log.ts';

/**
 * Several server processes may share one PostgreSQL database; each keeps caches that a write through another must
 * end (cache/writeGeneration.ts). They tell each other over LISTEN/NOTIFY. PGlite needs none of this: its
 * lockfile admits one process.
 */
export type WriteChannel = {
  /** Tells the other processes that this one has just written records of this scope; settles once sent (never rejects). */
  announce(scope: WriteScope): Promise<void>;
  /**
   * Calls `onOtherWrite` with the scope whenever another process announces a write, until `close()`; with null
   * when writes may have gone unseen (the listener was down).
   */
  listen(onOtherWrite: (scope: WriteScope | null) => void): Promise<void>;
  /**
   * Tells the other processes that this one wrote without saying what (a command of `npm run tenant` / `import`:
   * tenants, settings, permissions…): they end every cached read. Settles once sent (never rejects); a no-op
   * when no other process has been heard (call `listen` first, which says hello and hears who answers).
   */
  announceUnknown(): Promise<void>;
  /**
   * Settles once every write that other processes announced before the call has been heard: a round trip on the
   * listening connection started after the call, since PostgreSQL delivers the notifications committed before a
   * query ahead of its answer. Calls arriving together share round trips.
   */
  caughtUp(): Promise<void>;
  /**
   * Whether another process on this database has been heard from since this one started listening. Until then
   * announcing and catching up are skipped: nobody else can hold a cache that this process's writes end, nor have
   * written behind its back (a process joining says hello and waits until the others have heard it before serving).
   */
  hasPeers(): boolean;
  close(): Promise<void>;
};

const CHANNEL = 'bottega_writes';
const RECONNECT_MS = 1_000;
/** Said by a process once it listens; every process hearing it answers PRESENT, so each learns of the others. */
const HELLO = 'hello';
const PRESENT = 'present';
/** Not a scope (cache/writeGeneration.ts decodeScope): heard as "anything may have changed". */
const UNKNOWN = 'unknown';
/**
 * After its hello has come back through its own listener (so PostgreSQL has sent it to every listener), a joining
 * process waits this long before it serves, so the others have read it off their connections and announce their
 * writes from then on.
 */
const JOIN_GRACE_MS = 250;
/** At most this long for the own hello to come back (a channel that never answers must not hold the start-up). */
const HELLO_TIMEOUT_MS = 2_000;

export function postgresWriteChannel(pool: pg.Pool, url: string, log: Logger): WriteChannel {
  // Our own notifications come back to our listener too; the payload tells them apart.
  const self = randomUUID();
  let listener: pg.Client | null = null;
  let closed = false;
  /** The round trip on its way, and the next one that callers arriving meanwhile wait for. */
  let inFlight: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  let peers = false;
  let helloHeard: (() => void) | null = null;

  const say = (word: string): Promise<unknown> =>
    pool.query('select pg_notify($1, $2)', [CHANNEL, `${self}|${word}`]).catch((e: Error) => log.warn(`write channel: cannot send "${word}" (${e.message})`));

  function roundTrip(client: pg.Client): Promise<void> {
    // A failed round trip means the connection is lost: its error handler ends every cached read instead.
    const trip: Promise<void> = client
      .query('select 1')
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        if (inFlight === trip) inFlight = null;
      });
    inFlight = trip;
    return trip;
  }

  async function connect(onOtherWrite: (scope: WriteScope | null) => void): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || message.payload === undefined) return;
      const separator = message.payload.indexOf('|');
      if (separator < 0) return;
      const sender = message.payload.slice(0, separator);
      const word = message.payload.slice(separator + 1);
      if (sender === self) {
        if (word === HELLO) helloHeard?.();
        return;
      }
      peers = true;
      if (word === HELLO) void say(PRESENT);
      else if (word !== PRESENT) onOtherWrite(decodeScope(word));
    });
    client.on('error', (e) => {
      // While the listener is down, writes elsewhere go unseen: end every cached read now, and again once back.
      log.warn(`write channel lost (${e.message}); reconnecting`);
      onOtherWrite(null);
      listener = null;
      void client.end().catch(() => undefined);
      if (!closed) setTimeout(() => void connect(onOtherWrite).catch((err: Error) => log.warn(`write channel: ${err.message}`)), RECONNECT_MS).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
    onOtherWrite(null);
    await join();
  }

  /** Hello to the others; settles once they have had time to hear it (see JOIN_GRACE_MS). */
  async function join(): Promise<void> {
    const echoed = new Promise<void>((resolve) => {
      helloHeard = resolve;
      setTimeout(resolve, HELLO_TIMEOUT_MS).unref();
    });
    await say(HELLO);
    await echoed;
    helloHeard = null;
    await new Promise((resolve) => setTimeout(resolve, JOIN_GRACE_MS));
  }

  return {
    async announce(scope) {
      if (peers) await say(encodeScope(scope));
    },
    listen: (onOtherWrite) => connect(onOtherWrite),
    async announceUnknown() {
      if (peers) await say(UNKNOWN);
    },
    caughtUp() {
      if (!listener || !peers) return Promise.resolve();
      if (!inFlight) return roundTrip(listener);
      // The one on its way may have left before this call: wait for the next.
      queued ??= inFlight.then(() => {
        queued = null;
        return listener ? roundTrip(listener) : undefined;
      });
      return queued;
    },
    hasPeers: () => peers,
    async close() {
      closed = true;
      await listener?.end();
      listener = null;
    },
  };
}
