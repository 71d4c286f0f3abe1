import { notificationsSuite } from './suites/notifications.ts';
import { useTestServer } from './useServer.ts';

// On PGlite (one process, its own listener); the PostgreSQL run, and a stream on one process hearing a notification
// written through another (LISTEN/NOTIFY), are in postgres.test.ts.

notificationsSuite(useTestServer());
