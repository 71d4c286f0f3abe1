import { taskStatusHotSuite } from './suites/taskStatusHot.ts';
import { taskStatusRaceSuite } from './suites/taskStatusRace.ts';
import { workSuite } from './suites/work.ts';
import { useTestServer } from './useServer.ts';

const server = useTestServer();
workSuite(server);
taskStatusRaceSuite(server);
taskStatusHotSuite(server);
