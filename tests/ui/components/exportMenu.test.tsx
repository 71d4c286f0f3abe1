// @vitest-environment happy-dom
import { cleanup, waitFor } from '@testing-library/react';
import { Effect } from 'effect';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderExportMenu } from './exportMenuHelpers.tsx';
import { setupTestI18n } from './i18nForTests.ts';

beforeAll(setupTestI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// One menu per file (exportMenuHelpers.tsx says why): the refusal is in exportMenuRefusal.test.tsx.

describe('ExportMenu', () => {
  it('asks for the chosen format and saves the file under the name the server gives', async () => {
    const { saved, asked, choose } = renderExportMenu((format) => Effect.succeed({ blob: new Blob(['x']), fileName: `Tasks 2026-11-27.${format}` }));
    await choose('CSV (comma-separated)');
    await waitFor(() => expect(saved).toEqual(['Tasks 2026-11-27.csv']));
    expect(asked).toEqual(['csv']);
  });
});
