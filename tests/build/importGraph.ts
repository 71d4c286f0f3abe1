import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The import graph of `src`: which of our files each file loads, at once or later through `import()` (a lazy
// screen that imports its loader back is a circle too: the 11-file circle through startScreens.ts ran
// through one). Type-only imports are left out (they vanish from the build). Files are named project-relative.

export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const SOURCE = /\.(ts|tsx)$/;

const sourceFiles = (root: string, folder: string): string[] =>
  fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(root, relative);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });

/**
 * The relative specifiers a file loads: its imports, re-exports and (unless `lazy` is false) `import()` calls,
 * without type-only ones.
 */
export const fileImports = (fileName: string, text: string, lazy = true): string[] => {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && statement.importClause?.isTypeOnly !== true && ts.isStringLiteral(statement.moduleSpecifier)) {
      specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier !== undefined && ts.isStringLiteral(statement.moduleSpecifier)) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument !== undefined && ts.isStringLiteralLike(argument)) specifiers.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  // Walking every node is the slow part: only files that call import() need it.
  if (lazy && text.includes('import(')) visit(source);
  return specifiers.filter((specifier) => specifier.startsWith('./') || specifier.startsWith('../'));
};

/**
 * Every `.ts`/`.tsx` file under `folder` with the files of the same folder tree it imports (with `lazy` false, only
 * those it imports statically: what is evaluated with it).
 */
export const importGraph = (root: string, folder = 'src', lazy = true): ImportGraph => {
  const files = sourceFiles(root, folder);
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      const targets = fileImports(file, text, lazy)
        .map((specifier) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)))
        .flatMap((target) => [target, `${target}.ts`, `${target}.tsx`].filter((candidate) => known.has(candidate)).slice(0, 1));
      return [file, targets];
    }),
  );
};

/** The import cycles: each strongly connected set of two or more files (or a file importing itself), sorted. */
export const importCycles = (graph: ImportGraph): string[][] => {
  // Tarjan's algorithm, iterative (the graph is a thousand files deep at most, but recursion is not needed).
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = graph.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
        onStack.delete(member);
        component.push(member);
        if (member === frame.node) break;
      }
      if (component.length > 1 || targets.includes(frame.node)) cycles.push(component.sort());
    }
  }
  return cycles;
};
