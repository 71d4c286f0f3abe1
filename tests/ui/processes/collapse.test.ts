import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sessionEntry } from '../../../src/machines/introspection/entries/session.entry.ts';
import { introspectMachine } from '../../../src/machines/introspection/introspect.ts';
import { activeStateIds } from '../../../src/ui/processes/activeStates.ts';
import { expandedKey, highlightOf, toggleExpanded, visibleGraph } from '../../../src/ui/processes/layout/collapse.ts';

const graph = introspectMachine(sessionEntry.machine);
const none: ReadonlySet<string> = new Set();
const pairs = (expanded: ReadonlySet<string>) => visibleGraph(graph, expanded).edges.map((edge) => `${edge.source} > ${edge.target}`);

/** The session while its four start-up loads run (a stored valid sign-in, the tenant found). */
const startingUp = () => {
  const actor = createActor(sessionEntry.stubbed, { input: { storedSession: { refreshToken: 'r', expired: false } } }).start();
  actor.send({ type: 'xstate.done.actor.loadTenant', output: { slug: 'acme' } } as never);
  const active = activeStateIds(graph, actor.getSnapshot());
  actor.stop();
  return active;
};

describe('closed boxes', () => {
  it('start closed: the session is its six top-level states, the compound ones closed', () => {
    const visible = visibleGraph(graph, none);
    expect(visible.states.map((state) => state.id)).toEqual([
      'session',
      'session.booting',
      'session.noTenant',
      'session.unauthenticated',
      'session.signingIn',
      'session.authenticated',
      'session.signingOut',
    ]);
    expect([...visible.collapsed]).toEqual(['session.booting', 'session.noTenant', 'session.signingIn', 'session.authenticated']);
    expect(visible.collapsible).toEqual(visible.collapsed);
  });

  it('draw the transitions of the states inside to the box, one arrow per pair of boxes with the labels merged', () => {
    const visible = visibleGraph(graph, none);
    const drawn = new Set(visible.states.map((state) => state.id));
    for (const edge of visible.edges) {
      expect(drawn.has(edge.source)).toBe(true);
      expect(drawn.has(edge.target)).toBe(true);
    }
    const all = pairs(none);
    expect(new Set(all).size).toBe(all.length);
    // Six failures deep inside `booting` (a refused token, four loads) are one arrow from the closed box.
    const failures = visible.edges.find((edge) => edge.source === 'session.booting' && edge.target === 'session.unauthenticated');
    expect(failures?.transitions.map((transition) => transition.source)).toEqual([
      'session.booting.checkingToken',
      'session.booting.restoring',
      'session.booting.startingUp.settings.loading',
      'session.booting.startingUp.user.loading',
      'session.booting.startingUp.permissions.loading',
      'session.booting.startingUp.preferences.loading',
    ]);
    // Moves inside one closed box are not drawn; the box's own self-transition is.
    expect(all).not.toContain('session.signingIn > session.signingIn');
    expect(all).toContain('session.authenticated > session.authenticated');
    // Every transition of the machine is drawn by some arrow unless it stays inside one closed box.
    const drawnTransitions = new Set(visible.edges.flatMap((edge) => edge.transitions.map((transition) => transition.id)));
    expect(drawnTransitions.has('session.unauthenticated|login.submit|0')).toBe(true);
  });

  it('opening a box shows its children and routes the arrows to them; closing it forgets what was open inside', () => {
    const opened = toggleExpanded(graph, none, 'session.booting');
    const visible = visibleGraph(graph, opened);
    expect(visible.states.map((state) => state.id)).toContain('session.booting.restoring');
    expect(visible.collapsed.has('session.booting.startingUp')).toBe(true);
    expect(pairs(opened)).toContain('session.booting.restoring > session.unauthenticated');
    expect(pairs(opened)).toContain('session.booting.startingUp > session.unauthenticated');
    expect(pairs(opened)).not.toContain('session.booting > session.unauthenticated');
    const deeper = toggleExpanded(graph, opened, 'session.booting.startingUp');
    expect(expandedKey(deeper)).toBe('session.booting,session.booting.startingUp');
    expect(toggleExpanded(graph, deeper, 'session.booting')).toEqual(new Set());
  });
});

describe('highlight', () => {
  it('marks only the active leaves; a closed box holding one shows it contains the active state', () => {
    const active = startingUp();
    expect(active.has('session.booting')).toBe(true);
    const closed = highlightOf(graph, visibleGraph(graph, none), active);
    expect([...closed.active]).toEqual([]);
    expect([...closed.containsActive]).toEqual(['session.booting']);

    const everything = new Set(graph.states.map((state) => state.id));
    const open = highlightOf(graph, visibleGraph(graph, everything), active);
    expect([...open.active]).toEqual([
      'session.booting.startingUp.settings.loading',
      'session.booting.startingUp.user.loading',
      'session.booting.startingUp.permissions.loading',
      'session.booting.startingUp.preferences.loading',
    ]);
    // Ancestors are not highlighted.
    expect(open.active.has('session.booting')).toBe(false);
    expect(open.active.has('session')).toBe(false);
    expect([...open.containsActive]).toEqual([]);

    const partly = highlightOf(graph, visibleGraph(graph, new Set(['session.booting', 'session.booting.startingUp'])), active);
    expect([...partly.containsActive]).toEqual([
      'session.booting.startingUp.settings',
      'session.booting.startingUp.user',
      'session.booting.startingUp.permissions',
      'session.booting.startingUp.preferences',
    ]);
  });
});
