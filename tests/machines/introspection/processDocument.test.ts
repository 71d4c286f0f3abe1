import { describe, expect, it } from 'vitest';
import { bundleTranslate } from '../../../src/machines/introspection/bundleTranslate.ts';
import { introspectMachine } from '../../../src/machines/introspection/introspect.ts';
import { toMermaid } from '../../../src/machines/introspection/mermaid.ts';
import { labelKey, plainWords, splitWords } from '../../../src/machines/introspection/plainWords.ts';
import { processDocument } from '../../../src/machines/introspection/processDocument.ts';
import en from '../../../locales/en/processes.json';
import { sampleMachine } from './sampleMachine.ts';

const bundle = { ...en, guards: { isBig: 'the count is big' }, events: { go: 'go on' }, actors: { fetchThing: 'fetching the thing' }, states: { sample_busy_left_fetching: 'getting the thing', sample_busy: 'working' } };
const { t, exists } = bundleTranslate(bundle);
const words = plainWords(t, exists);
const graph = introspectMachine(sampleMachine);

describe('plain words', () => {
  it('uses the locale text, and splits the name apart when there is none', () => {
    expect(words.guard('isBig')).toBe('the count is big');
    expect(words.action('announce')).toBe('announce');
    expect(splitWords('isStoredTokenExpired')).toBe('is stored token expired');
    expect(labelKey('events', 'login.submit')).toBe('events.login_submit');
  });

  it('names a state from its own key (the state id, so that equal keys of different states differ), else splits its key', () => {
    const state = (id: string) => graph.states.find((candidate) => candidate.id === id);
    const fetching = state('sample.busy.left.fetching');
    const idle = state('sample.idle');
    expect(fetching && words.state(fetching)).toBe('getting the thing');
    expect(idle && words.state(idle)).toBe('idle');
    expect(labelKey('states', 'sample.busy.left.fetching')).toBe('states.sample_busy_left_fetching');
    const finished = graph.transitions.find((transition) => transition.trigger.kind === 'stateDone');
    expect(finished && words.trigger(finished.trigger)).toBe('all of working finished');
  });

  it('describes a transition as trigger [guard] / actions', () => {
    const branch = graph.transitions.find((transition) => transition.id === 'sample.idle|go|1');
    expect(branch && words.transition(branch)).toBe('go on / increment');
    const done = graph.transitions.find((transition) => transition.trigger.kind === 'actorDone');
    expect(done && words.transition(done)).toBe('fetching the thing succeeded');
  });
});

describe('Mermaid diagram', () => {
  const mermaid = toMermaid(graph, words);

  it('nests compound states, separates parallel regions and marks initial and final states', () => {
    expect(mermaid.startsWith('stateDiagram-v2\n')).toBe(true);
    expect(mermaid).toContain('state "working" as sample_busy {');
    expect(mermaid).toContain('state "getting the thing" as sample_busy_left_fetching');
    expect(mermaid).toMatch(/state "left" as sample_busy_left \{[\s\S]*\n\s+--\n\s+state "right" as sample_busy_right \{/);
    expect(mermaid).toContain('[*] --> sample_busy_left_fetching');
    expect(mermaid).toContain('sample_busy_left_done --> [*]');
  });

  it('labels transitions in plain words, draws actions-only ones as loops and wraps the machine when the root has transitions', () => {
    expect(mermaid).toContain('sample_idle --> sample_busy : go on [the count is big]');
    expect(mermaid).toContain('sample_idle --> sample_idle : tick / increment');
    expect(mermaid).toContain('sample_deciding --> sample_idle : immediately');
    expect(mermaid).toContain('[*] --> sample\n  state "sample" as sample {');
    expect(mermaid).toContain('sample --> sample_idle : reset / announce');
  });
});

describe('process document', () => {
  const doc = processDocument({ id: 'sample', title: 'Sample', description: 'A sample.', graph, pathCount: 7 }, words, t);

  it('has the title, counts, the Mermaid diagram and tables of states, transitions, guards and actions', () => {
    expect(doc.split('\n')[0]).toBe('# Sample');
    expect(doc).toContain('Machine: `sample` · States: 11, transitions: 10, generated paths: 7');
    expect(doc).toContain('```mermaid\nstateDiagram-v2');
    expect(doc).toContain('| State | Identifier | Type | Runs | On entry | On exit |');
    expect(doc).toContain('| getting the thing | `busy.left.fetching` | simple | `fetchThing` | — | — |');
    expect(doc).toContain('| idle (`idle`) | go on (`go`) | the count is big (`isBig`) | — | working (`busy`) |');
    expect(doc).toContain('| idle (`idle`) | tick (`tick`) | — | `increment` | stays |');
    expect(doc).toContain('## Guards\n\n| Name | Meaning |\n| --- | --- |\n| `isBig` | the count is big |');
    expect(doc).toContain('| `announce` | announce |');
  });
});
