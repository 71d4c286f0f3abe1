import { leaveCalendarSuite } from './suites/leaveCalendar.ts';
import { useTestServer } from './useServer.ts';

const server = useTestServer();
leaveCalendarSuite(server);
