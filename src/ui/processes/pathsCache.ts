import type { GeneratedPath } from '../../machines/introspection/generatePaths.ts';
import type { MachineRegistryEntry } from '../../machines/introspection/registryEntry.ts';
import { trackedPromise } from './trackedPromise.ts';

// Paths are generated once per machine, after a tick so that the "generating" message paints first; xstate/graph is
// loaded with them.
const generated = new Map<string, Promise<readonly GeneratedPath[]>>();

export const cachedPaths = (entry: MachineRegistryEntry): Promise<readonly GeneratedPath[]> => {
  let paths = generated.get(entry.id);
  if (!paths) {
    paths = trackedPromise(
      import('../../machines/introspection/generatePaths.ts').then(
        ({ generatePaths }) => new Promise<readonly GeneratedPath[]>((resolve) => setTimeout(() => resolve(generatePaths(entry)), 0)),
      ),
    );
    generated.set(entry.id, paths);
  }
  return paths;
};
