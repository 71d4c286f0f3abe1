import MagicString from 'magic-string';
import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';

// Panda's `css({...})` builds its class names at run time: it normalises the style object, walks it and keeps the
// result by the object's JSON text. The first call of each style costs the walk; the dashboard's start-up made ≈ 300
// of them (≈ 15 ms of the main thread a load, issue 36 point 4), all with literal objects whose names never change.
// At build time each such call becomes the class names it returns (the same function, run here), so the browser only
// reads a string. A call with anything computed in it (a variable, a condition, a spread) is left to run as before.

/** The module whose `css` export is replaced (as imported by the sources, extension included). */
const CSS_MODULE = /(^|\/)styled-system\/css\/index\.mjs$/;

export type CssFunction = (...styles: readonly unknown[]) => string;

type Node = { readonly type: string; readonly start: number; readonly end: number } & Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** No value: the expression is not a literal that can be known at build time. */
const UNKNOWN = Symbol('unknown');

/** The literal value of `node` (objects, strings, numbers, booleans, null, `-n`), or UNKNOWN. */
const literalOf = (node: Node): unknown => {
  switch (node.type) {
    case 'Literal': {
      const value = node['value'];
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null ? value : UNKNOWN;
    }
    case 'UnaryExpression': {
      const argument = node['argument'];
      if (node['operator'] !== '-' || !isNode(argument)) return UNKNOWN;
      const value = literalOf(argument);
      return typeof value === 'number' ? -value : UNKNOWN;
    }
    case 'ObjectExpression': {
      const result: Record<string, unknown> = {};
      for (const property of node['properties'] as readonly Node[]) {
        if (property.type !== 'Property' || property['computed'] === true || property['kind'] !== 'init' || property['method'] === true) return UNKNOWN;
        const key = property['key'];
        const value = property['value'];
        if (!isNode(key) || !isNode(value)) return UNKNOWN;
        const name = key.type === 'Identifier' ? key['name'] : key.type === 'Literal' ? key['value'] : UNKNOWN;
        if (typeof name !== 'string' && typeof name !== 'number') return UNKNOWN;
        const literal = literalOf(value);
        if (literal === UNKNOWN) return UNKNOWN;
        result[String(name)] = literal;
      }
      return result;
    }
    default:
      return UNKNOWN;
  }
};

/** Every node of the tree, depth first. */
const walk = (node: Node, visit: (node: Node) => void): void => {
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) walk(item, visit);
    } else if (isNode(value)) {
      walk(value, visit);
    }
  }
};

/** The local names `css` is imported under from Panda's css module. */
const localCssNames = (program: Node): ReadonlySet<string> => {
  const names = new Set<string>();
  for (const statement of program['body'] as readonly Node[]) {
    const source = statement['source'];
    if (statement.type !== 'ImportDeclaration' || !isNode(source) || typeof source['value'] !== 'string' || !CSS_MODULE.test(source['value'])) continue;
    for (const specifier of statement['specifiers'] as readonly Node[]) {
      const imported = specifier['imported'];
      const local = specifier['local'];
      if (specifier.type === 'ImportSpecifier' && isNode(imported) && imported['name'] === 'css' && isNode(local) && typeof local['name'] === 'string') names.add(local['name']);
    }
  }
  return names;
};

/**
 * `code` with each `css(...)` call whose arguments are all literal objects replaced by the class names `css` returns
 * for them; null when nothing changed. A module that declares a binding of the same name anywhere is left alone
 * (no scope analysis: the sources never shadow it, and this keeps a future one from being miscompiled).
 */
export const inlineStaticCss = (code: string, id: string, css: CssFunction): { code: string; map: ReturnType<MagicString['generateMap']> } | null => {
  if (!code.includes('styled-system/css/index.mjs')) return null;
  const program = parseAst(code, { lang: /\.tsx$/.test(id) ? 'tsx' : /\.ts$/.test(id) ? 'ts' : /\.jsx$/.test(id) ? 'jsx' : 'js' }) as unknown as Node;
  const names = localCssNames(program);
  if (names.size === 0) return null;
  let shadowed = false;
  walk(program, (node) => {
    if (node.type === 'VariableDeclarator' || node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') {
      const target = node['id'];
      if (isNode(target) && target.type === 'Identifier' && names.has(String(target['name']))) shadowed = true;
    }
    const params = node['params'];
    if (Array.isArray(params) && params.some((param) => isNode(param) && param.type === 'Identifier' && names.has(String(param['name'])))) shadowed = true;
  });
  if (shadowed) return null;
  const output = new MagicString(code);
  let changed = false;
  walk(program, (node) => {
    if (node.type !== 'CallExpression') return;
    const callee = node['callee'];
    const args = node['arguments'] as readonly Node[];
    if (!isNode(callee) || callee.type !== 'Identifier' || !names.has(String(callee['name'])) || args.length === 0) return;
    const styles = args.map(literalOf);
    if (styles.some((style) => style === UNKNOWN || typeof style !== 'object' || style === null)) return;
    // The parser's offsets must be the text's (UTF-16) ones: a mismatch would rewrite the wrong characters.
    if (!code.startsWith(`${String(callee['name'])}(`, node.start) || code[node.end - 1] !== ')') throw new Error(`static css: unexpected offsets in ${id} at ${node.start}`);
    output.overwrite(node.start, node.end, JSON.stringify(css(...styles)));
    changed = true;
  });
  return changed ? { code: output.toString(), map: output.generateMap({ hires: true, source: id }) } : null;
};

/** The build's plugin: the sources' literal `css()` calls replaced by their class names (see above). */
export const staticCss = (): Plugin => {
  let css: CssFunction | undefined;
  return {
    name: 'bottega-static-css',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      // The same generated runtime the browser runs (styled-system/, made by `panda codegen` before the build).
      const module = (await import(new URL('../styled-system/css/index.mjs', import.meta.url).href)) as { css: CssFunction };
      css = module.css;
    },
    transform(code, id) {
      if (css === undefined || !/[\\/]src[\\/].*\.(tsx?|jsx?)$/.test(id) || id.includes('node_modules')) return null;
      return inlineStaticCss(code, id, css);
    },
  };
};
