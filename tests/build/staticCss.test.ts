import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { inlineStaticCss, type CssFunction } from '../../build/staticCssPlugin.ts';
import { css as pandaCss } from '../../styled-system/css/index.mjs';

// The build replaces the sources' literal css() calls with the class names Panda's runtime would compute (issue 36
// point 4: ≈ 15 ms of the dashboard's start-up). The same class names, or the page would lose its styles.

const css: CssFunction = (...styles) => pandaCss(...(styles as Parameters<typeof pandaCss>));
const IMPORT = "import { css, cx } from '../../../styled-system/css/index.mjs';\n";
const run = (code: string, id = '/app/src/ui/x/View.tsx') => inlineStaticCss(code, id, css)?.code ?? null;

describe('inlineStaticCss', () => {
  it('replaces a literal call by the class names the runtime returns, conditions and nested objects included', () => {
    const style = { display: 'flex', gap: '2', p: { base: '3', sm: '4' }, _hover: { bg: 'surfaceHover' }, '&[aria-current=page]': { color: 'accent' }, zIndex: 10, mt: -1 };
    const out = run(`${IMPORT}const a = css(${JSON.stringify(style)});\nconst b = css({ color: 'muted' }, { textStyle: 'small' });\n`);
    expect(out).toContain(`const a = ${JSON.stringify(pandaCss(style))};`);
    expect(out).toContain(`const b = ${JSON.stringify(pandaCss({ color: 'muted' }, { textStyle: 'small' }))};`);
    expect(out).not.toMatch(/\bcss\(/);
  });

  it('leaves calls with anything computed in them to run in the browser', () => {
    const dynamic = [
      "css({ w: small ? '13rem' : '15rem' })",
      'css(style)',
      'css({ ...base, p: 2 })',
      "css({ [key]: 'red' })",
      'css({ w: `${n}px` })',
      'css()',
    ];
    const code = `${IMPORT}${dynamic.map((call, index) => `const v${index} = ${call};`).join('\n')}\n`;
    expect(run(code)).toBeNull();
  });

  it('follows the name css is imported under, and leaves modules without it or with a binding of that name alone', () => {
    expect(run("import { css as style } from '../styled-system/css/index.mjs';\nconst a = style({ color: 'text' });\n")).toBe(
      `import { css as style } from '../styled-system/css/index.mjs';\nconst a = ${JSON.stringify(pandaCss({ color: 'text' }))};\n`,
    );
    expect(run("import { css } from './elsewhere.ts';\nconst a = css({ color: 'text' });\n")).toBeNull();
    expect(run(`${IMPORT}const f = (css) => css({ color: 'text' });\n`)).toBeNull();
    expect(run(`${IMPORT}function g() { const css = (x) => x; return css({ color: 'text' }); }\n`)).toBeNull();
  });

  it('rewrites the right characters after non-ASCII text (the parser counts UTF-8 bytes, the text UTF-16 units)', () => {
    const out = run(`${IMPORT}// Perché “così” → 🎨\nconst a = ['è', css({ color: 'accent' }), '…'];\n`);
    expect(out).toContain(`const a = ['è', ${JSON.stringify(pandaCss({ color: 'accent' }))}, '…'];`);
  });

  it('turns every source module into code that still parses', () => {
    const root = join(import.meta.dirname, '../../src');
    const files = (readdirSync(root, { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file)).map((file) => join(root, file));
    let inlined = 0;
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      const out = inlineStaticCss(code, file, css);
      if (out === null) continue;
      expect(() => parseAst(out.code, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' }), file).not.toThrow();
      inlined += (code.match(/\bcss\(/g) ?? []).length - (out.code.match(/\bcss\(/g) ?? []).length;
    }
    // Most of the ≈ 850 calls are literal (the rest keep running in the browser).
    expect(inlined).toBeGreaterThan(700);
  });
});
