import { Effect } from 'effect';
import type { ApiError } from '../../api/errors.ts';

// The unchanged-save rule of the edit forms (works, tasks, events, proposals, …): the screen sends `body: null` when
// its values would write nothing new over what it loaded (src/ui/components/unchangedSave.ts), and the logic then
// makes no call and answers null, so neither the record nor its `updated_at` moves; the screen says so.

/** `send(body)`, or no call and null when the screen found nothing to save (`body` null). */
export const sendUnlessUnchanged = <Body, Result>(body: Body | null, send: (body: Body) => Effect.Effect<Result, ApiError>): Effect.Effect<Result | null, ApiError> =>
  body === null ? Effect.succeed(null) : send(body);
