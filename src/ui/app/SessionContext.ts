import { createActorContext } from '@xstate/react';
import { sessionMachine } from '../../machines/session/session.machine.ts';

/** The app-wide session actor; App provides it with the logic bound to the API (createSessionLogic). */
export const SessionContext = createActorContext(sessionMachine);
