// One machine definition per logic value. useActorRef keeps a screen's actor only while its machine's config is
// the same object: a definition made afresh on each render (a bind creating its machine) swaps the actor on every
// render, which React stops as an endless re-render. The definition is kept per logic object, the screen's own
// effects are provided on top of it each render (provide keeps the config).

const definitions = new WeakMap<object, unknown>();

export const definitionFor = <Machine>(logic: object, create: () => Machine): Machine => {
  if (!definitions.has(logic)) definitions.set(logic, create());
  return definitions.get(logic) as Machine;
};
