// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import enCommon from '../../../locales/en/common.json';
import enDirectory from '../../../locales/en/directory.json';
import type { ApiClient } from '../../../src/api/client.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { DissociateButton } from '../../../src/ui/directory/DissociateButton.tsx';
import { setupTestI18n } from '../components/i18nForTests.ts';

// "Associate with a company" could not be undone: a person associated by mistake stayed among the company's
// associated people (the API detaches with `dissociate: true`, nothing in the app sent it).

beforeAll(async () => {
  await setupTestI18n();
  i18next.addResourceBundle('en', 'directory', enDirectory);
  i18next.addResourceBundle('en', 'common', enCommon);
});
afterEach(cleanup);

const renderButton = (onDissociated: () => void) => {
  const POST = vi.fn(async () => ({ data: { id: 26, name: 'Gruppo Acquisti' }, response: new Response(null, { status: 200 }) }));
  const client = { POST } as unknown as ApiClient;
  render(
    <ApiClientContext.Provider value={{ client, bareClient: client as never }}>
      <DissociateButton person={{ id: 27, name: 'Marta Neri' }} company={{ id: 26, name: 'Gruppo Acquisti' }} onDissociated={onDissociated} />
    </ApiClientContext.Provider>,
  );
  return POST;
};

describe('removing an association', () => {
  it('asks first, then detaches the person from the company profile', async () => {
    const user = userEvent.setup();
    const onDissociated = vi.fn();
    const POST = renderButton(onDissociated);
    await user.click(screen.getByRole('button', { name: 'Remove association' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the association with Gruppo Acquisti?' });
    expect(dialog.textContent).toContain("Marta Neri will no longer be one of Gruppo Acquisti's associated people");
    expect(POST).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Remove association' }));
    await waitFor(() => expect(onDissociated).toHaveBeenCalled());
    expect(POST).toHaveBeenCalledWith('/profiles/{id}/associate', expect.objectContaining({ params: { path: { id: 26 } }, body: { profileIds: [27], dissociate: true } }));
  });

  it('changes nothing when the person cancels', async () => {
    const user = userEvent.setup();
    const onDissociated = vi.fn();
    const POST = renderButton(onDissociated);
    await user.click(screen.getByRole('button', { name: 'Remove association' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(POST).not.toHaveBeenCalled();
    expect(onDissociated).not.toHaveBeenCalled();
  });
});
