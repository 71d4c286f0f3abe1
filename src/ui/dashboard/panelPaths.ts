// Where each dashboard item leads (spec §2 routes). The screens behind some of them land with their modules; the
// paths are fixed by the spec, so the links are written now.

import { withReturnPath } from '../components/returnPath.ts';

export const taskPath = (task: { id: number }) => `/tasks/${task.id}/edit`;

/** The event's editor, which returns to the dashboard on Cancel and after Save. */
export const eventPath = (event: { id: number; calendarId: number }) => withReturnPath(`/calendar/${event.calendarId}/events/${event.id}/edit`, '/dashboard');

/** Vacation requests are decided in the vacations list, filtered on the pending ones. */
export const pendingVacationsPath = () => '/vacations?status=pending';

export const samplePath = (sample: { id: number }) => `/samples/${sample.id}`;
