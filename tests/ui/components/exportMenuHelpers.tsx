import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Effect } from 'effect';
import { expect, vi } from 'vitest';
import type { Download } from '../../../src/api/effect.ts';
import type { ApiError } from '../../../src/api/errors.ts';
import type { ExportFormat } from '../../../src/api/exports.ts';
import type { ApiClient, BareApiClient } from '../../../src/api/client.ts';
import { commandLogic } from '../../../src/machines/generic/command.logic.ts';
import type { ExportRequest } from '../../../src/machines/generic/listExport.logic.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { ExportMenu } from '../../../src/ui/components/ExportMenu.tsx';

// The export menu's tests share this: render it on a given answer, choose a format, and read what was saved. (One
// menu per file: in happy-dom, Ark's menu keeps its layer registered after cleanup, and a second test's menu in the
// same file then never opens; hence two files.)

/** The names of the files handed to the browser (saveBlob clicks an anchor with `download`). */
export const savedFiles = (): string[] => {
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
};

/**
 * Renders the menu for "Tasks" with `answer` as the server's; `asked` lists the formats requested, `saved` the files
 * saved, and `choose` picks a menu item by its name.
 */
export const renderExportMenu = (answer: (format: ExportFormat) => Effect.Effect<Download, ApiError>) => {
  const saved = savedFiles();
  const asked: ExportFormat[] = [];
  // The menu runs a module's export command (its filter read when the export runs) with the app's client.
  const command = commandLogic((_client, request: ExportRequest<unknown>) => {
    asked.push(request.format);
    return answer(request.format);
  });
  render(
    <ApiClientContext.Provider value={{ client: {} as ApiClient, bareClient: {} as BareApiClient }}>
      <ExportMenu command={command} filter={null} fileName="Tasks" />
    </ApiClientContext.Provider>,
  );
  const choose = async (item: string): Promise<void> => {
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: 'Export' });
    await user.click(trigger);
    // Ark opens the menu on its own tick: the item is chosen once the menu says it is open.
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('true'));
    await user.click(await screen.findByRole('menuitem', { name: item }));
  };
  return { saved, asked, choose };
};
