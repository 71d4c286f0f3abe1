import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileImports, importCycles, importGraph } from './importGraph.ts';

// No import circles in `src` (issue 32 point 5): a circle makes evaluation order depend on which file is asked for
// first, and a lazy import inside one still ties the chunks together.

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('import cycles', () => {
  it('src has none (lazy imports counted)', () => {
    const graph = importGraph(ROOT);
    expect(graph.size).toBeGreaterThan(500);
    expect(importCycles(graph)).toEqual([]);
  });

  it('finds a circle, a lazy one and a file importing itself; a type-only import closes none', () => {
    const graph = new Map<string, readonly string[]>([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['d.ts']],
      ['e.ts', ['a.ts']],
    ]);
    expect(importCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['d.ts']]);
    expect(importCycles(new Map([['x.ts', ['y.ts']], ['y.ts', []]]))).toEqual([]);
  });

  it('reads imports, re-exports and import() calls, not type-only imports or packages', () => {
    const text = [
      "import type { A } from './typesOnly.ts';",
      "import { b, type B } from './values.ts';",
      "export { c } from '../shared/c.ts';",
      "export type { D } from './d.ts';",
      "import React from 'react';",
      "const Lazy = () => import('./Screen.tsx');",
    ].join('\n');
    expect(fileImports('src/ui/x/file.ts', text)).toEqual(['./values.ts', '../shared/c.ts', './Screen.tsx']);
  });
});
