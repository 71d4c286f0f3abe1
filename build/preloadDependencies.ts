import type { Plugin, Rolldown } from 'vite';

// Smaller preload lists (issue 36 point 4). For every dynamic import Vite writes the list of files to preload with it
// (`__vite__mapDeps`): the imported chunk and its whole static closure, the files its host chunk has itself
// imported statically included. Those are loaded, and evaluated, before the host runs, so asking for them again only
// costs bytes: in the signed-in shell, whose route table loads every screen lazily, 32 KB of its 136 KB.

type ChunkImports = Pick<Rolldown.OutputChunk, 'fileName' | 'imports'>;

/** Every file `fileName` imports statically, transitively (not itself). */
export const staticImportsOf = (chunks: ReadonlyMap<string, ChunkImports>, fileName: string): Set<string> => {
  const seen = new Set<string>();
  const stack = [...(chunks.get(fileName)?.imports ?? [])];
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(chunks.get(file)?.imports ?? []));
  }
  return seen;
};

/** `deps` of a dynamic import in `host`, without the files `host` has already imported statically. */
export const withoutHostImports = (chunks: ReadonlyMap<string, ChunkImports>, host: string, deps: readonly string[]): string[] => {
  const loaded = staticImportsOf(chunks, host);
  return deps.filter((dep) => !loaded.has(dep));
};

/**
 * The plugin keeps the bundle's chunks (before Vite writes the preload lists, which happens in its own
 * generateBundle) and `resolveDependencies` for `build.modulePreload` reads them. Until the bundle is known, or for a
 * host that is not a chunk (index.html), the list is left as Vite made it.
 */
export const preloadDependencies = (): { readonly plugin: Plugin; readonly resolveDependencies: (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[] } => {
  let chunks = new Map<string, ChunkImports>();
  const plugin: Plugin = {
    name: 'bottega:preload-dependencies',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_, bundle) {
        chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
      },
    },
  };
  return {
    plugin,
    resolveDependencies: (_file, deps, { hostId, hostType }) => (hostType === 'js' && chunks.has(hostId) ? withoutHostImports(chunks, hostId, deps) : deps),
  };
};
