import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importGraph } from './importGraph.ts';

// The route table is in the signed-in shell, evaluated on every page load: it may name screens (lazily, through
// import()) but not evaluate them. A static import of a screen's helper file once pulled the six article taxonomies'
// descriptors and seven record machines (built when their module is evaluated) into the shell: ~14 ms of script
// a load on a busy machine, for screens nobody had opened.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const staticClosure = (graph: ReadonlyMap<string, readonly string[]>, root: string): Set<string> => {
  const seen = new Set<string>();
  const stack = [root];
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(graph.get(file) ?? []));
  }
  return seen;
};

describe('the route table evaluates no screen', () => {
  const graph = importGraph(ROOT, 'src', false);
  const closure = staticClosure(graph, 'src/ui/app/routes.ts');

  it('reaches every module route file statically (the walk is real)', () => {
    expect(closure.has('src/ui/articles/articles.routes.ts')).toBe(true);
    expect([...closure].filter((file) => file.endsWith('.routes.ts')).length).toBeGreaterThanOrEqual(10);
  });

  it('imports no record machine and no screen component with it', () => {
    const heavy = [...closure].filter((file) => file.startsWith('src/machines/records/') || /src\/ui\/(?!app\/|components\/)[^/]+\/.*(Route|Screens?)\.tsx$/.test(file));
    expect(heavy).toEqual([]);
  });
});
