import { Duration, Effect, Schedule } from 'effect';

// How long the notification stream waits before trying again after a dropped or refused connection (issue 32
// point 3: retries are Effect schedules): 1 s, doubling each failed attempt, never more than 30 s.

/** The back-off as a schedule: exponential from 1 s, capped at 30 s (the smaller of the two delays each step). */
export const reconnectBackoff = Schedule.min([Schedule.exponential('1 second'), Schedule.spaced('30 seconds')]);

/** The first `count` delays of a schedule, in milliseconds (its steps, without waiting for them). */
export const scheduleDelaysMs = <Output>(schedule: Schedule.Schedule<Output>, count: number): readonly number[] =>
  Effect.runSync(
    Effect.gen(function* () {
      const step = yield* Schedule.toStep(schedule);
      const delays: number[] = [];
      while (delays.length < count) {
        const [, delay] = yield* step(0, undefined);
        delays.push(Duration.toMillis(delay));
      }
      return delays;
    }),
  );
