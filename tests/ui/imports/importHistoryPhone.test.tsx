// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import imports from '../../../locales/it/imports.json';
import ui from '../../../locales/it/ui.json';
import common from '../../../locales/it/common.json';
import { SessionContext } from '../../../src/ui/app/SessionContext.ts';
import { ImportHistory } from '../../../src/ui/imports/ImportParts.tsx';
import { signedInSession } from '../../machines/session/sessionFixtures.ts';

// At 360 px the past imports' file names broke every few letters beside four columns: on a phone the file has the
// row to itself, and when and how it went are a line under its name (the columns come back from the `sm` width).

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'it', ns: ['imports', 'ui', 'common'], resources: { it: { imports, ui, common } }, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const session = signedInSession();

const entry = {
  id: 3,
  kind: 'customers' as const,
  fileName: 'clienti-gestionale-vecchio-2026.xlsx',
  status: 'done' as const,
  mode: null,
  rowCount: 12,
  counts: { created: 10, updated: 2, unchanged: 0, rejected: 0 },
  errorCount: 0,
  createdBy: { name: 'Giulia Romano' },
  createdAt: '2026-11-20 09:30:00',
  finishedAt: '2026-11-20 09:31:00',
  undoneAt: null,
  canUndo: true,
};

describe('the past imports on a phone', () => {
  it("show when and how it went under the file's name, and keep the when and status columns for wider screens", () => {
    render(
      <SessionContext.Provider logic={session} options={{ input: { storedSession: { refreshToken: 'refresh-1', expired: false } } }}>
        <ImportHistory history={{ loading: false, failed: false, entries: [entry] }} busy={false} onUndo={() => undefined} onRetry={() => undefined} />
      </SessionContext.Provider>,
    );
    const fileCell = screen.getByText(entry.fileName).closest('td');
    if (fileCell === null) throw new Error('no file cell');
    const phoneLine = within(fileCell).getByText(/20\/11\/2026.*·/);
    expect(phoneLine.textContent).toContain(i18next.t('imports:status.done'));
    // The line is for phones only; the columns it stands for are for wider screens only.
    expect(phoneLine.className.split(' ')).toContain('sm:d_none');
    const headers = screen.getAllByRole('columnheader');
    const header = (name: string) => headers.find((cell) => cell.textContent === i18next.t(name));
    expect(header('imports:history.when')?.className.split(' ')).toContain('d_none');
    expect(header('imports:history.status')?.className.split(' ')).toContain('d_none');
  });
});
