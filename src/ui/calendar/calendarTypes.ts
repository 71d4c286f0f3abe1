import type { ResultOf } from '../../api/operationTypes.ts';

export type FullcalendarEvent = ResultOf<'listFullcalendarEvents'>['items'][number];
export type CalendarResource = ResultOf<'listCalendarResources'>['items'][number];
export type MyCalendar = ResultOf<'listMyCalendars'>['items'][number];
