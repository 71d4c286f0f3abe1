// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { Effect } from 'effect';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/api/client.ts';
import { Conflict } from '../../../src/api/errors.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { RemoteCombobox } from '../../../src/ui/components/RemoteCombobox.tsx';
import { setupTestI18n } from './i18nForTests.ts';
import type { ReactNode } from 'react';

const client = {} as ApiClient;
const withClient = (node: ReactNode) => <ApiClientContext.Provider value={{ client, bareClient: client as never }}>{node}</ApiClientContext.Provider>;

// A picker whose choices cannot be read says so under the field, with the reason: the new newsletter group's list
// picker stayed silently empty for a person whose newsletter is switched off.

beforeAll(setupTestI18n);
afterEach(cleanup);

describe('RemoteCombobox', () => {
  it('says why its choices could not be loaded', async () => {
    render(
      withClient(
        <RemoteCombobox
          label="Lista"
          value={null}
          onValueChange={() => undefined}
          load={() => Effect.fail(new Conflict({ message: 'Newsletter disabled.', code: 'newsletter_disabled' }))}
        />,
      ),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^The choices could not be loaded\. The newsletter/);
  });

  it('says nothing while its choices load or once they have', async () => {
    render(withClient(<RemoteCombobox label="Lista" value={null} onValueChange={() => undefined} load={() => Effect.succeed({ items: [{ value: '1', label: 'Clienti' }], meta: { currentPage: 1, lastPage: 1, perPage: 20, total: 1 } })} />));
    await screen.findByRole('combobox');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
