import type { Plugin, Rolldown } from 'vite';
import { HOME_MODULES, LATER_MODULES, SIGNED_IN_MODULES } from './startupPreloadPlugin.ts';

// Fewer, larger files on the signed-in path (issue 36 point 4). Left to itself the bundler gives every module shared
// by two different sets of routes a chunk of its own: the shell and the dashboard arrived as ~60 files of 0.1–20 KiB,
// each a request queued on HTTP/1.1's six connections. Five chunk groups gather them: `toasts` (every page loads
// them, a guest's too), `panel-reads` (the dashboard panels' early reads), `shell` (the signed-in layout and what it
// imports), `home` (what the dashboard adds) and `later` (what the shell loads lazily once shown: the bell and the top
// bar's menus, with Ark's popover, menu and positioning code, which the first paint does not need).
//
// Module order: a group takes a module together with every dependency that is not already loaded by the entry
// (the page's first script), by a guest screen or by an earlier group, so a group chunk imports only those chunks;
// no chunk it imports can import it back (no chunk cycle, which is what breaks evaluation order). What the entry and the guest screens use is left where the bundler puts it: /login does
// not load the signed-in shell (its budget, scripts/bundle-size.mjs). Icons are imported one file each
// (`lucide-react/icons/<name>`): through the package's barrel a graph walk would count all 1,700 as the entry's.

/** Loaded by every page, a guest's too (src/main.tsx asks for the toasts at once): a group of its own. */
export const EVERY_PAGE_MODULES = ['src/ui/components/Toaster.tsx'] as const;

/** The screens a visitor without a session can open (src/ui/app/guestRoutes.ts), relative to the project. */
export const GUEST_MODULES = [
  'src/ui/auth/LoginRoute.tsx',
  'src/ui/auth/JoinRoute.tsx',
  'src/ui/auth/PasswordResetRoute.tsx',
  'src/ui/auth/PasswordSetRoute.tsx',
  'src/ui/auth/TenantNotFoundRoute.tsx',
] as const;

type Graph = { readonly entries: readonly string[]; readonly importedIds: (id: string) => readonly string[] };

/** `roots` and every module they import statically, transitively. */
const staticClosure = (graph: Graph, roots: readonly string[]): Set<string> => {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...graph.importedIds(id));
  }
  return seen;
};

/** The dashboard panels' early reads (src/ui/dashboard/dashboardPrefetch.ts): a small group of their own. */
export const PANEL_READS_MODULES = ['src/ui/dashboard/dashboardPrefetch.ts'] as const;

export type SignedInGroups = {
  readonly toasts: ReadonlySet<string>;
  readonly panelReads: ReadonlySet<string>;
  readonly shell: ReadonlySet<string>;
  readonly home: ReadonlySet<string>;
  readonly later: ReadonlySet<string>;
};

/**
 * The modules of each group, by id: the static closure of the toasts', the panel reads', the shell's, the home
 * screen's and the later modules, in this order, each minus what the entry, a guest screen or an earlier group loads. The panel
 * reads come before the shell so that they run as soon as their small chunk has arrived, without waiting for the
 * shell's and the dashboard's to be evaluated. `resolve` turns a project-relative module into the graph's id.
 */
export const signedInGroups = (graph: Graph, resolve: (module: string) => string): SignedInGroups => {
  const taken = staticClosure(graph, [...graph.entries, ...GUEST_MODULES.map(resolve)]);
  const group = (roots: readonly string[]): ReadonlySet<string> => {
    const modules = new Set([...staticClosure(graph, roots.map(resolve))].filter((id) => !taken.has(id)));
    modules.forEach((id) => taken.add(id));
    return modules;
  };
  const later = (modules: readonly string[]) => modules.filter((module) => !(EVERY_PAGE_MODULES as readonly string[]).includes(module));
  const toasts = group(EVERY_PAGE_MODULES);
  const panelReads = group(PANEL_READS_MODULES);
  const shell = group(SIGNED_IN_MODULES);
  const home = group(HOME_MODULES);
  // After the dashboard: what the bell and the menus share with it comes with the dashboard's chunk, which the first
  // render waits for anyway, not with the one asked for last.
  const lateModules = group(later(LATER_MODULES));
  return { toasts, panelReads, shell, home, later: lateModules };
};

/**
 * The plugin computes the groups once the module graph is known (build end, before chunking); the chunk groups read
 * them. Both go in vite.config.ts: the groups under `build.rolldownOptions.output.codeSplitting.groups`.
 */
export const signedInChunks = (): { readonly plugin: Plugin; readonly groups: Rolldown.CodeSplittingGroup[] } => {
  let groups: SignedInGroups = { toasts: new Set(), panelReads: new Set(), shell: new Set(), home: new Set(), later: new Set() };
  let root = process.cwd();
  const plugin: Plugin = {
    name: 'bottega:signed-in-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd(error) {
      if (error !== undefined) return;
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      const resolve = (module: string) => {
        const id = `${root.replaceAll('\\', '/').replace(/\/$/, '')}/${module}`;
        if (info(id) === null) throw new Error(`signed-in chunks: ${module} is not in the build (renamed? update build/signedInChunksPlugin.ts)`);
        return id;
      };
      groups = signedInGroups({ entries: ids.filter((id) => info(id)?.isEntry === true), importedIds: (id) => info(id)?.importedIds ?? [] }, resolve);
    },
  };
  // Higher priority than the Effect groups of vite.config.ts: what the signed-in path needs of Effect comes with it.
  return {
    plugin,
    groups: [
      { name: 'toasts', test: (id) => groups.toasts.has(id), priority: 6, includeDependenciesRecursively: false },
      { name: 'panel-reads', test: (id) => groups.panelReads.has(id), priority: 5, includeDependenciesRecursively: false },
      { name: 'shell', test: (id) => groups.shell.has(id), priority: 4, includeDependenciesRecursively: false },
      { name: 'home', test: (id) => groups.home.has(id), priority: 3, includeDependenciesRecursively: false },
      { name: 'later', test: (id) => groups.later.has(id), priority: 3, includeDependenciesRecursively: false },
    ],
  };
};
