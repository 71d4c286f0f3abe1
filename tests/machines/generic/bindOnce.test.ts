import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/api/client.ts';
import { bindCommandLogic, commandLogic } from '../../../src/machines/generic/command.logic.ts';
import { bindConfirmActionLogic, confirmActionLogic } from '../../../src/machines/generic/confirmAction.logic.ts';

// A screen binds its logic on every render; useActorRef keeps the actor only while the machine's config is the same
// object, so each bind of one logic value must share one definition (a fresh one per render re-renders forever).

const client = {} as ApiClient;
const effects = { onDone: () => undefined };

describe('one machine definition per logic value', () => {
  it('binding a command or a confirm-then-act logic twice keeps one config', () => {
    const duplicate = commandLogic((_client, id: number) => Effect.succeed(id));
    expect(bindCommandLogic(duplicate, client, effects).config).toBe(bindCommandLogic(duplicate, client, effects).config);
    const remove = confirmActionLogic((_client, id: number) => Effect.succeed(id));
    expect(bindConfirmActionLogic(remove, client, effects).config).toBe(bindConfirmActionLogic(remove, client, effects).config);
  });
});
