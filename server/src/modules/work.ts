import type { HandlerMap } from '../http/handler.ts';
import { handlers as calendars } from './calendars/handlers.ts';
import { handlers as calendarFeed } from './calendars/feed.ts';
import { handlers as subscriptions } from './calendars/subscriptions.ts';
import { handlers as events } from './events/handlers.ts';
import { handlers as eventViews } from './events/views.ts';
import { handlers as checklists } from './tasks/checklists.ts';
import { handlers as comments } from './tasks/comments.ts';
import { handlers as tasks } from './tasks/handlers.ts';
import { handlers as taskMedia } from './tasks/media.ts';
import { handlers as works } from './works/handlers.ts';
import { handlers as workMedia } from './works/media.ts';
import { handlers as phases } from './works/phases.ts';
import { handlers as workAndTaskTypes } from './works/workAndTaskTypes.ts';

// Calendars, events, works and tasks as one entry of the registry (their operations do not overlap: each map
// claims distinct operationIds, checked by the types of each file).

export const handlers: HandlerMap = {
  ...calendars,
  ...subscriptions,
  ...calendarFeed,
  ...events,
  ...eventViews,
  ...works,
  ...workMedia,
  ...phases,
  ...workAndTaskTypes,
  ...tasks,
  ...checklists,
  ...comments,
  ...taskMedia,
};
