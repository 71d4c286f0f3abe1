import { describe, expect, it } from 'vitest';
import { preloadDependencies, staticImportsOf, withoutHostImports } from '../../build/preloadDependencies.ts';

// The preload list of a dynamic import (issue 36 point 4): what the host chunk has already imported statically is
// loaded before the host runs, so it is not listed again; the rest of the imported chunk's closure stays, in order.

const CHUNKS = new Map(
  [
    { fileName: 'assets/index.js', imports: ['assets/react.js'] },
    { fileName: 'assets/react.js', imports: [] },
    { fileName: 'assets/shell.js', imports: ['assets/index.js', 'assets/effect.js'] },
    { fileName: 'assets/effect.js', imports: [] },
    { fileName: 'assets/TasksRoute.js', imports: ['assets/DataList.js', 'assets/effect.js', 'assets/index.js'] },
    { fileName: 'assets/DataList.js', imports: ['assets/react.js', 'assets/form.js'] },
    { fileName: 'assets/form.js', imports: [] },
  ].map((chunk) => [chunk.fileName, chunk] as const),
);

describe('preload lists', () => {
  it('a chunk\'s static imports, transitively', () => {
    expect([...staticImportsOf(CHUNKS, 'assets/shell.js')].sort()).toEqual(['assets/effect.js', 'assets/index.js', 'assets/react.js']);
  });

  it('a screen loaded by the shell lists its own files, not the shell\'s', () => {
    const vites = ['assets/TasksRoute.js', 'assets/DataList.js', 'assets/react.js', 'assets/form.js', 'assets/effect.js', 'assets/index.js'];
    expect(withoutHostImports(CHUNKS, 'assets/shell.js', vites)).toEqual(['assets/TasksRoute.js', 'assets/DataList.js', 'assets/form.js']);
  });

  it('leaves the list as Vite made it for index.html and before the bundle is known', () => {
    const { resolveDependencies } = preloadDependencies();
    expect(resolveDependencies('assets/TasksRoute.js', ['assets/TasksRoute.js', 'assets/index.js'], { hostId: 'assets/shell.js', hostType: 'js' })).toEqual(['assets/TasksRoute.js', 'assets/index.js']);
    expect(resolveDependencies('assets/index.js', ['assets/react.js'], { hostId: 'index.html', hostType: 'html' })).toEqual(['assets/react.js']);
  });
});
