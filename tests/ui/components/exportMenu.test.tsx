// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Effect } from 'effect';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Download } from '../../../src/api/effect.ts';
import type { ApiError } from '../../../src/api/errors.ts';
import type { ExportFormat } from '../../../src/api/exports.ts';
import { ExportMenu } from '../../../src/ui/components/ExportMenu.tsx';
import { setupTestI18n } from './i18nForTests.ts';

beforeAll(setupTestI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// One menu per file: in happy-dom, Ark's menu keeps its layer registered after cleanup, and a second test's menu in
// the same file then never opens (the refusal is in exportMenuRefusal.test.tsx).

/** The names of the files handed to the browser (saveBlob clicks an anchor with `download`). */
const savedFiles = (): string[] => {
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
};

const choose = async (item: string): Promise<void> => {
  const user = userEvent.setup();
  const trigger = screen.getByRole('button', { name: 'Export' });
  await user.click(trigger);
  // Ark opens the menu on its own tick: the item is chosen once the menu says it is open.
  await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('true'));
  await user.click(await screen.findByRole('menuitem', { name: item }));
};

describe('ExportMenu', () => {
  it('asks for the chosen format and saves the file under the name the server gives', async () => {
    const saved = savedFiles();
    const asked: ExportFormat[] = [];
    const load = (format: ExportFormat): Effect.Effect<Download, ApiError> => {
      asked.push(format);
      return Effect.succeed({ blob: new Blob(['x']), fileName: `Tasks 2026-11-27.${format}` });
    };
    render(<ExportMenu load={load} fileName="Tasks" />);
    await choose('CSV (comma-separated)');
    await waitFor(() => expect(saved).toEqual(['Tasks 2026-11-27.csv']));
    expect(asked).toEqual(['csv']);
  });
});
