// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { useGuardedLocation } from '../../../src/ui/app/navigation/leaveRequests.ts';
import { UnsavedChangesGuard } from '../../../src/ui/app/navigation/UnsavedChangesGuard.tsx';
import * as confirmDialog from '../../../src/ui/components/ConfirmDialog.tsx';
import { setupTestI18n } from '../components/i18nForTests.ts';

// The guard is mounted with every signed-in screen; its dialog (Ark's dialog root and machine) only the first time it
// asks (issue 36 point 4: ≈ 5 ms of the dashboard's start-up for a dialog nobody had asked for). Asking, staying and
// discarding are tested with the real dialog in unsavedChangesGuard.test.tsx.

vi.mock('../../../src/ui/components/ConfirmDialog.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof confirmDialog>();
  return { ...original, ConfirmDialog: vi.fn(original.ConfirmDialog) };
});

beforeAll(setupTestI18n);
afterEach(cleanup);

describe('the unsaved-changes guard\'s dialog', () => {
  it('is not mounted while the guard has not asked', () => {
    render(
      <Router hook={useGuardedLocation}>
        <UnsavedChangesGuard />
      </Router>,
    );
    expect(confirmDialog.ConfirmDialog).not.toHaveBeenCalled();
  });
});
