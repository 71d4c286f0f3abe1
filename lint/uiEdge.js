import path from 'node:path';

// Issue 32 point 5: src/ui only renders and sends events. The API is reached through logic values
// (src/machines/records/<module>.logic.ts, src/machines/generic/*.logic.ts), so in src/ui:
// 1. a value import from src/api is an error (`import type` stays allowed: types are the contract's shapes, not calls);
// 2. a `.provide(` call is an error (binding a machine's actors happens in a logic file);
// 3. `Effect.runPromise`, `runPromiseExit` and `runSync` are errors (running an Effect happens in the machines' edge,
//    fromApiEffect).
// The project config turns it on for all of src/ui.

const RUNNERS = new Set(['runPromise', 'runPromiseExit', 'runSync']);

/** Whether a project-relative path (posix) lies in src/api. */
const isApiPath = (relative) => relative === 'src/api' || relative.startsWith('src/api/');

/** @type {import('eslint').Rule.RuleModule} */
export const uiEdge = {
  meta: {
    type: 'problem',
    docs: { description: 'src/ui makes no API call: no value import from src/api, no `.provide(`, no running of an Effect.' },
    schema: [],
    messages: {
      apiValue: 'src/ui may import only types from src/api (`import type`): make the call in a logic file (src/machines/records/<module>.logic.ts) and pass the logic value to the hook.',
      provide: "src/ui may not call `.provide(`: bind a machine's actors in its logic file (src/machines/…/*.logic.ts).",
      runEffect: 'src/ui may not run an Effect (`Effect.{{name}}`): the logic runs it (fromApiEffect); the screen passes a logic value to its hook.',
    },
  },
  create(context) {
    const root = context.cwd;
    const file = context.physicalFilename ?? context.filename;
    const importer = path.relative(root, file).split(path.sep).join('/');
    const intoApi = (source) => {
      if (source === null || source === undefined || source.type !== 'Literal' || typeof source.value !== 'string') return false;
      const spec = source.value;
      if (!spec.startsWith('./') && !spec.startsWith('../')) return false;
      return isApiPath(path.posix.normalize(path.posix.join(path.posix.dirname(importer), spec)));
    };
    const typeOnly = (node) =>
      node.importKind === 'type' ||
      node.exportKind === 'type' ||
      ((node.specifiers ?? []).length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type'));
    const checkModule = (node) => {
      if (intoApi(node.source) && !typeOnly(node)) context.report({ node: node.source, messageId: 'apiValue' });
    };
    return {
      ImportDeclaration: checkModule,
      ExportNamedDeclaration: (node) => {
        if (node.source) checkModule(node);
      },
      ExportAllDeclaration: checkModule,
      ImportExpression: (node) => {
        if (intoApi(node.source)) context.report({ node: node.source, messageId: 'apiValue' });
      },
      'CallExpression > MemberExpression.callee': (node) => {
        if (node.computed || node.property.type !== 'Identifier') return;
        const name = node.property.name;
        if (name === 'provide') context.report({ node: node.property, messageId: 'provide' });
        else if (RUNNERS.has(name) && node.object.type === 'Identifier' && node.object.name === 'Effect')
          context.report({ node: node.property, messageId: 'runEffect', data: { name } });
      },
    };
  },
};
