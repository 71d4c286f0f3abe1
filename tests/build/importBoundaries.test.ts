import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import eslintConfig from '../../eslint.config.js';
import { bottegaPlugin, judgeImport } from '../../lint/importBoundaries.js';

// The house rules on imports (lint/importBoundaries.js) fire on a bad import and stay quiet on a good one: run
// through ESLint's own Linter on snippets placed at the paths they would have, and the project's config really
// turns the rule on for src.

const ROOT = path.resolve(import.meta.dirname, '../..');

const lint = (file: string, code: string): string[] => {
  const linter = new Linter({ configType: 'flat', cwd: ROOT });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parser: tseslint.parser },
        plugins: { bottega: bottegaPlugin },
        rules: { 'bottega/import-boundaries': 'error' },
      },
    ],
    path.join(ROOT, file),
  );
  return messages.map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
};

describe('module boundaries in src/ui', () => {
  it("a module's screen may not import another module's file", () => {
    const messages = lint('src/ui/dashboard/TasksPanel.tsx', "import { TaskStatusBadge } from '../tasks/TaskStatusBadge.tsx';\nexport const x = TaskStatusBadge;\n");
    expect(messages).toEqual([expect.stringMatching(/^bottega\/import-boundaries: The dashboard module may not import the tasks module's files/)]);
  });

  it('nor lazily, nor through a re-export, nor from a subfolder', () => {
    expect(lint('src/ui/vacations/List.tsx', "export const load = () => import('../calendar/CalendarRoute.tsx');\n")).toHaveLength(1);
    expect(lint('src/ui/vacations/List.ts', "export { todayIn } from '../dashboard/todayIn.ts';\n")).toHaveLength(1);
    expect(lint('src/ui/settings/deep/Thing.ts', "import { a } from '../../vacations/a.ts';\nexport const b = a;\n")).toHaveLength(1);
  });

  it('its own files, the shared components, the shell and the lower layers are allowed', () => {
    const code = [
      "import { a } from './own.ts';",
      "import { b } from './sub/own.ts';",
      "import { Button } from '../components/Button.tsx';",
      "import { SectionGate } from '../components/sectionAccess/SectionGate.tsx';",
      "import { SessionContext } from '../app/SessionContext.ts';",
      "import { todayIn } from '../../domain/todayIn.ts';",
      "import { listTasks } from '../../api/tasks.ts';",
      "import { machine } from '../../machines/tracking/taskTracking.machine.ts';",
      "import { css } from '../../../styled-system/css/index.mjs';",
      'export const all = [a, b, Button, SectionGate, SessionContext, todayIn, listTasks, machine, css];',
    ].join('\n');
    expect(lint('src/ui/tasks/TasksListRoute.tsx', code)).toEqual([]);
  });

  it('the shell may reach into a module (routes, layouts); a shared component may not', () => {
    expect(lint('src/ui/app/routes.ts', "export const load = () => import('../tasks/tasks.routes.ts');\n")).toEqual([]);
    expect(lint('src/ui/components/Thing.tsx', "import { x } from '../tasks/x.ts';\nexport const y = x;\n")).toEqual([
      expect.stringMatching(/src\/ui\/components is shared: it may not import the tasks module's files/),
    ]);
  });
});

describe('layers run one way', () => {
  it.each([
    ['src/domain/rule.ts', '../api/tasks.ts', 'src/domain may not import from src/api'],
    ['src/domain/rule.ts', '../machines/generic/form.machine.ts', 'src/domain may not import from src/machines'],
    ['src/domain/rule.ts', '../ui/components/Button.tsx', 'src/domain may not import from src/ui'],
    ['src/api/tasks.ts', '../machines/registry.ts', 'src/api may not import from src/machines'],
    ['src/api/tasks.ts', '../ui/app/routes.ts', 'src/api may not import from src/ui'],
    ['src/machines/tracking/x.ts', '../../ui/components/notify.ts', 'src/machines may not import from src/ui'],
  ])('%s importing %s is refused', (file, specifier, message) => {
    expect(lint(file, `import { x } from '${specifier}';\nexport const y = x;\n`)).toEqual([expect.stringContaining(message)]);
  });

  it('downward imports are allowed', () => {
    expect(lint('src/machines/tracking/x.ts', "import { a } from '../../api/tasks.ts';\nimport { b } from '../../domain/decimal.ts';\nexport const c = [a, b];\n")).toEqual([]);
    expect(lint('src/api/tasks.ts', "import { b } from '../domain/decimal.ts';\nexport const c = b;\n")).toEqual([]);
  });

  it('judges paths, not text: a sibling folder named like a layer is not that layer', () => {
    expect(judgeImport('src/domain/rule.ts', 'src/domain/api/thing.ts')).toBeNull();
    expect(judgeImport('tests/ui/x.test.ts', 'src/ui/tasks/a.ts')).toBeNull();
  });
});

describe('the project config', () => {
  it('turns the rule on for every file of src', () => {
    const config = eslintConfig as readonly { files?: readonly string[]; rules?: Record<string, unknown> }[];
    const entry = config.find((item) => item.rules?.['bottega/import-boundaries'] !== undefined);
    expect(entry?.rules?.['bottega/import-boundaries']).toBe('error');
    expect(entry?.files).toEqual(['src/**/*.ts', 'src/**/*.tsx']);
  });
});

// Issue 32 point 5 (lint/uiEdge.js): src/ui makes no API call.
const lintEdge = (file: string, code: string): string[] => {
  const linter = new Linter({ configType: 'flat', cwd: ROOT });
  const messages = linter.verify(
    code,
    [{ files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tseslint.parser }, plugins: { bottega: bottegaPlugin }, rules: { 'bottega/ui-edge': 'error' } }],
    path.join(ROOT, file),
  );
  return messages.map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
};

describe('no API call in src/ui', () => {
  it('a value import from src/api is an error, also lazily and re-exported', () => {
    expect(lintEdge('src/ui/calendar/Thing.tsx', "import { listEvents } from '../../api/events.ts';\nexport const x = listEvents;\n")).toEqual([
      expect.stringMatching(/^bottega\/ui-edge: src\/ui may import only types from src\/api/),
    ]);
    expect(lintEdge('src/ui/calendar/deep/Thing.tsx', "import { type Event, listEvents } from '../../../api/events.ts';\nexport const x: Event | null = listEvents ? null : null;\n")).toHaveLength(1);
    expect(lintEdge('src/ui/calendar/Thing.ts', "export const load = () => import('../../api/events.ts');\n")).toHaveLength(1);
    expect(lintEdge('src/ui/calendar/Thing.ts', "export { listEvents } from '../../api/events.ts';\n")).toHaveLength(1);
  });

  it('`import type` (whole or per name) stays allowed, and so do imports of the machines and the domain', () => {
    const code = [
      "import type { Event } from '../../api/events.ts';",
      "import { type ApiClient } from '../../api/client.ts';",
      "import { eventRecord } from '../../machines/records/events.logic.ts';",
      "import { todayIn } from '../../domain/todayIn.ts';",
      'export const all: [Event | null, ApiClient | null] = [null, null];',
      'export const used = [eventRecord, todayIn];',
    ].join('\n');
    expect(lintEdge('src/ui/calendar/Thing.ts', code)).toEqual([]);
  });

  it('`.provide(` is an error, whatever it is called on', () => {
    expect(lintEdge('src/ui/components/useThing.ts', 'export const bound = (machine: { provide: (x: object) => object }) => machine.provide({});\n')).toEqual([
      expect.stringMatching(/^bottega\/ui-edge: src\/ui may not call `\.provide\(`/),
    ]);
  });

  it('running an Effect (runPromise, runPromiseExit, runSync) is an error', () => {
    const code = [
      "import { Effect } from 'effect';",
      'export const a = () => Effect.runPromise(Effect.succeed(1));',
      'export const b = () => Effect.runPromiseExit(Effect.succeed(1));',
      'export const c = () => Effect.runSync(Effect.succeed(1));',
      'export const d = () => Effect.succeed(1).pipe(Effect.map((n) => n + 1));',
    ].join('\n');
    const messages = lintEdge('src/ui/components/useThing.ts', code);
    expect(messages).toHaveLength(3);
    expect(messages[0]).toMatch(/may not run an Effect \(`Effect\.runPromise`\)/);
  });

  it('the project config turns it on for every file of src/ui, with no exception', () => {
    const config = eslintConfig as readonly { files?: readonly string[]; ignores?: readonly string[]; rules?: Record<string, unknown> }[];
    const entries = config.filter((item) => item.rules?.['bottega/ui-edge'] !== undefined);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.rules?.['bottega/ui-edge']).toBe('error');
    expect([...(entries[0]?.files ?? [])].sort()).toEqual(['src/ui/**/*.ts', 'src/ui/**/*.tsx']);
    expect(entries[0]?.ignores).toBeUndefined();
  });
});
