import type { ProcessState, ProcessTransition, Trigger } from './processGraph.ts';

/**
 * Plain-word names of a machine's parts. Guards, actions, actors and events are named once per implementation in the
 * `processes` namespace (`guards.<name>`, `actions.<name>`, `actors.<name>`, `events.<event with _ for .>`), states once
 * per state (`states.<state id with _ for .>`: the same key means different things in different machines), so the
 * viewer, the table and the docs all say the same; a name without a text falls back to its words split apart.
 */

export type Translate = (key: string, options?: Readonly<Record<string, unknown>>) => string;

export type LabelKind = 'guards' | 'actions' | 'actors' | 'events' | 'delays' | 'states';

/** Event types and state ids contain dots, which are key separators for i18next. */
export const labelKey = (kind: LabelKind, name: string): string => `${kind}.${name.replace(/\./g, '_')}`;

/** `isStoredTokenExpired` → `is stored token expired`; `login.submit` → `login submit`. */
export const splitWords = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .toLowerCase()
    .trim();

export type PlainWords = {
  readonly guard: (name: string) => string;
  readonly action: (name: string) => string;
  readonly actor: (name: string) => string;
  readonly trigger: (trigger: Trigger) => string;
  readonly state: (state: ProcessState) => string;
  /** One line: trigger, [guard], / actions. */
  readonly transition: (transition: ProcessTransition) => string;
};

/** `exists(key)` tells a missing text from one that happens to equal its key. */
export const plainWords = (t: Translate, exists: (key: string) => boolean): PlainWords => {
  const named = (kind: LabelKind, name: string) => {
    const key = labelKey(kind, name);
    return exists(key) ? t(key) : splitWords(name);
  };
  const actor = (name: string) => named('actors', name);
  const stateName = (id: string) => {
    const key = labelKey('states', id);
    return exists(key) ? t(key) : splitWords(id.split('.').at(-1) ?? id);
  };
  const trigger = (value: Trigger): string => {
    switch (value.kind) {
      case 'always':
        return t('trigger.always');
      case 'after':
        return t('trigger.after', { delay: named('delays', value.name) });
      case 'actorDone':
        return t('trigger.actorDone', { actor: actor(value.name) });
      case 'actorError':
        return t('trigger.actorError', { actor: actor(value.name) });
      case 'stateDone':
        return t('trigger.stateDone', { state: stateName(value.name) });
      case 'event':
        return named('events', value.name);
    }
  };
  const guard = (name: string) => named('guards', name);
  const action = (name: string) => named('actions', name);
  return {
    guard,
    action,
    actor,
    trigger,
    state: (state) => stateName(state.id),
    transition: (transition) =>
      [trigger(transition.trigger), transition.guard === null ? null : `[${guard(transition.guard)}]`, transition.actions.length === 0 ? null : `/ ${transition.actions.map(action).join(', ')}`]
        .filter((part): part is string => part !== null)
        .join(' '),
  };
};
