import { expect } from 'vitest';
import { createActor, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type EventObject, type InputFrom } from 'xstate';
import { TestModel } from 'xstate/graph';
import { comparableContext, type MachinePath } from '../pathTestHelper.ts';

// Like pathTestHelper's generateMachinePaths, but shortest paths only: with the session's parallel start-up
// (4 regions, in two places) the simple paths explode (the run did not end in 10 minutes). Shortest paths to every
// (state, incoming transition) pair still take every transition, which pathCoverage checks.

const sampleEventsFor = (samples: readonly EventObject[]) => (snapshot: AnyMachineSnapshot): readonly EventObject[] => {
  const handled = new Set(snapshot._nodes.flatMap((node: AnyStateNode) => [...node.transitions.keys()]));
  return [...handled].flatMap((type) => {
    const matching = samples.filter((event) => event.type === type);
    return matching.length > 0 || type.startsWith('xstate.') ? matching : [{ type }];
  });
};

export const shortestMachinePaths = <TMachine extends AnyStateMachine>(
  machine: TMachine,
  samples: readonly EventObject[],
  input: InputFrom<TMachine>,
): MachinePath[] => {
  const model = new TestModel<AnyMachineSnapshot, EventObject, unknown>(machine, {
    events: sampleEventsFor(samples),
    input,
    serializeState: (snapshot, event, previous) =>
      `${JSON.stringify({ value: snapshot.value, context: comparableContext(snapshot.context) })}|${previous ? JSON.stringify(previous.value) : ''}|${event ? JSON.stringify(comparableContext(event)) : ''}`,
    stateMatcher: (_snapshot, key) => key === '*',
  });
  return model.getShortestPaths().map((path) => {
    const steps = path.steps as readonly { event: EventObject; state: AnyMachineSnapshot }[];
    const events = steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init');
    return {
      description: path.description,
      events,
      snapshots: steps.map((step) => step.state),
      target: path.state,
      run: async () => {
        const logic: AnyStateMachine = machine;
        const actor = createActor(logic, { input });
        actor.start();
        const eventTypes = [...new Set(events.map((event) => event.type))];
        try {
          await path.test({
            states: {
              '*': (modelSnapshot: AnyMachineSnapshot) => {
                const actual = actor.getSnapshot();
                expect(actual.value).toEqual(modelSnapshot.value);
                expect(comparableContext(actual.context)).toEqual(comparableContext(modelSnapshot.context));
              },
            },
            events: Object.fromEntries(eventTypes.map((type) => [type, (step: { event: EventObject }) => actor.send(step.event)])),
          });
        } finally {
          actor.stop();
        }
      },
    };
  });
};
