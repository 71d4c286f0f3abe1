import { oauthSuite } from './suites/oauth.ts';
import { useTestServer } from './useServer.ts';

oauthSuite(useTestServer());
