import { newsletterSuite } from './suites/newsletter.ts';
import { useTestServer } from './useServer.ts';

const server = useTestServer();
newsletterSuite(server);
