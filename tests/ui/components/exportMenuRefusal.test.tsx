// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { Effect } from 'effect';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Forbidden } from '../../../src/api/errors.ts';
import { renderExportMenu } from './exportMenuHelpers.tsx';
import { setupTestI18n } from './i18nForTests.ts';

beforeAll(setupTestI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// The refusal case of exportMenu.test.tsx, in its own file (one Ark menu per file under happy-dom).

describe('ExportMenu', () => {
  it('says why an export is refused and saves nothing', async () => {
    const { saved, asked, choose } = renderExportMenu(() => Effect.fail(new Forbidden({ message: 'no' })));
    await choose('CSV (comma-separated)');
    await waitFor(() => expect(asked).toEqual(['csv']));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
