import path from 'node:path';
import { uiEdge } from './uiEdge.js';

// The house rules on imports (docs/architecture.md; issue 32 point 5), as a local ESLint rule so that `npm run lint`
// keeps them: no package of ours does this, and a path pattern in `no-restricted-imports` cannot tell which module a
// relative path lands in from files at different depths. Each specifier is resolved against the importing file.
//
// 1. Layers run one way, contract → api → machines → ui: `src/domain` (pure rules) imports nothing from
//    `src/api`, `src/machines` or `src/ui`; `src/api` nothing from `src/machines` or `src/ui`; `src/machines` nothing
//    from `src/ui`.
// 2. Inside `src/ui`, a module's screens (`src/ui/<module>/…`) import only their own module's files, the shared
//    components (`src/ui/components/…`) and the app shell (`src/ui/app/…`); the shared components import only
//    shared components and the shell. Only the shell (routes, layouts) reaches into a module.

/** Folders of `src/ui` every module may import. */
export const SHARED_UI_FOLDERS = ['components', 'app'];

/** What each layer may not import. */
const FORBIDDEN_LAYERS = {
  domain: ['api', 'machines', 'ui'],
  api: ['machines', 'ui'],
  machines: ['ui'],
  i18n: ['machines', 'ui'],
};

/** `src/<layer>/<first>/…` of a project-relative path, or null outside `src`. */
const place = (relative) => {
  const parts = relative.split('/');
  if (parts[0] !== 'src' || parts.length < 3) return null;
  return { layer: parts[1], folder: parts.length > 3 ? parts[2] : null };
};

/** The verdict on one import: null when allowed, else the message id and its data. */
export const judgeImport = (importer, target) => {
  const from = place(importer);
  const to = place(target);
  if (from === null || to === null) return null;
  if ((FORBIDDEN_LAYERS[from.layer] ?? []).includes(to.layer)) return { messageId: 'layer', data: { from: from.layer, to: to.layer } };
  if (from.layer !== 'ui' || to.layer !== 'ui' || to.folder === null || from.folder === 'app') return null;
  if (to.folder === from.folder || SHARED_UI_FOLDERS.includes(to.folder)) return null;
  return from.folder === 'components'
    ? { messageId: 'sharedIntoModule', data: { to: to.folder } }
    : { messageId: 'crossModule', data: { from: from.folder ?? '', to: to.folder } };
};

/** @type {import('eslint').Rule.RuleModule} */
export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the layers one way and every UI module to its own files, the shared components and the shell.' },
    schema: [],
    messages: {
      layer: "src/{{from}} may not import from src/{{to}}: the layers run contract → api → machines → ui, and src/domain imports none of them.",
      crossModule:
        "The {{from}} module may not import the {{to}} module's files: move what both use into src/ui/components (components, hooks) or src/domain (pure rules), or into the one module that uses it.",
      sharedIntoModule: "src/ui/components is shared: it may not import the {{to}} module's files (reach a module through src/ui/app, as routes do).",
    },
  },
  create(context) {
    const root = context.cwd;
    const file = context.physicalFilename ?? context.filename;
    const importer = path.relative(root, file).split(path.sep).join('/');
    const check = (node, source) => {
      if (source === null || source === undefined || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      if (!spec.startsWith('./') && !spec.startsWith('../')) return;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(importer), spec));
      const verdict = judgeImport(importer, target);
      if (verdict !== null) context.report({ node: source, ...verdict });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export const bottegaPlugin = { meta: { name: 'bottega' }, rules: { 'import-boundaries': importBoundaries, 'ui-edge': uiEdge } };
