// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Effect } from 'effect';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Download } from '../../../src/api/effect.ts';
import { Forbidden, type ApiError } from '../../../src/api/errors.ts';
import type { ExportFormat } from '../../../src/api/exports.ts';
import { ExportMenu } from '../../../src/ui/components/ExportMenu.tsx';
import { setupTestI18n } from './i18nForTests.ts';

beforeAll(setupTestI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// The refusal case of exportMenu.test.tsx, in its own file (one Ark menu per file under happy-dom).

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
  it('says why an export is refused and saves nothing', async () => {
    const saved = savedFiles();
    const asked: ExportFormat[] = [];
    const load = (format: ExportFormat): Effect.Effect<Download, ApiError> => {
      asked.push(format);
      return Effect.fail(new Forbidden({ message: 'no' }));
    };
    render(<ExportMenu load={load} fileName="Tasks" />);
    await choose('CSV (comma-separated)');
    await waitFor(() => expect(asked).toEqual(['csv']));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
