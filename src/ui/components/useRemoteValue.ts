import { useActorRef } from '@xstate/react';
import { useContext, useEffect, useRef } from 'react';
import { connectRemoteValue } from '../../machines/generic/remoteValue.connect.ts';
import { bindRemoteValueLogic, type BareRemoteValueLogic, type RemoteValueLogic } from '../../machines/generic/remoteValue.logic.ts';
import { ApiClientContext } from '../app/ApiClientContext.ts';
import { clientsOrThrow } from './logicArguments.ts';
import { structurallyEqual } from './structurallyEqual.ts';
import { useConnected } from './useConnected.ts';

/**
 * A value a screen reads once per input (`useRemoteValue(goalChoices, input)`): `{ value, loading, failed, errorTag,
 * retry }`. A new input (compared by content, so an object literal per render is fine) reads the value again; the
 * value shown stays while the next one loads.
 */
export const useRemoteValue = <Value, Input = void>(logic: RemoteValueLogic<Value, Input> | BareRemoteValueLogic<Value, Input>, ...args: [Input] extends [void] ? [] : [input: Input]) => {
  const input = args[0] as Input;
  const clients = clientsOrThrow(useContext(ApiClientContext));
  const actor = useActorRef(bindRemoteValueLogic(logic, clients), { input: { input } });
  const sent = useRef(input);
  useEffect(() => {
    if (structurallyEqual(sent.current, input)) return;
    sent.current = input;
    actor.send({ type: 'value.input', input });
  }, [actor, input]);
  const { value, loading, failed, errorTag } = useConnected(actor, connectRemoteValue<Value, Input>);
  return {
    actor,
    value,
    loading,
    failed,
    errorTag,
    retry: () => actor.send({ type: 'value.retry' }),
  };
};
