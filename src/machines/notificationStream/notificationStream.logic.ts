import type { ApiClient } from '../../api/client.ts';
import { notificationStreamMachine } from './notificationStream.machine.ts';
import { streamCallback } from './streamCallback.ts';

/** The notification stream bound to the app's client: the bell creates its actor from this (one per client). */
export const createNotificationStreamLogic = (client: ApiClient) => notificationStreamMachine.provide({ actors: { stream: streamCallback(client) } });
