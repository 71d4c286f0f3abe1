// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import enCommon from '../../../locales/en/common.json';
import enDirectory from '../../../locales/en/directory.json';
import type { ApiClient } from '../../../src/api/client.ts';
import type { Profile } from '../../../src/api/profiles.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { MergeDialog } from '../../../src/ui/directory/MergeDialog.tsx';
import { setupTestI18n } from '../components/i18nForTests.ts';

// Two entries of one customer usually share the name: the survivor choice read "Rossi S.r.l." and "Rossi S.r.l."
// (nothing said which was the one on screen), and with nothing linked the summary ended on a lower-case sentence.

beforeAll(async () => {
  await setupTestI18n();
  i18next.addResourceBundle('en', 'directory', enDirectory);
  i18next.addResourceBundle('en', 'common', enCommon);
});
afterEach(cleanup);

const ok = (data: unknown) => ({ data, response: new Response(null, { status: 200 }) });
const twin = { id: 9, name: 'Rossi S.r.l.', vatNumber: null, email: null, fiscalCode: null, pec: null, phone: null, mobile: null, address: { city: null } };
const noMoves = { profile: { id: 9, name: 'Rossi S.r.l.' }, contacts: 0, media: 0, events: 0, salesReports: 0, tasks: 0, works: 0, quotes: 0, proposals: 0, samples: 0, documents: 0 };

const client = {
  GET: vi.fn(async (path: string) => (path === '/profiles' ? ok({ items: [twin], meta: { currentPage: 1, lastPage: 1, perPage: 50, total: 1 } }) : ok([noMoves]))),
} as unknown as ApiClient;

describe('the merge dialog', () => {
  it('tells the profile on screen from its namesake, in the survivor choice and the summary', async () => {
    const user = userEvent.setup();
    render(
      <ApiClientContext.Provider value={{ client, bareClient: client as never }}>
        <MergeDialog profile={{ id: 4, name: 'Rossi S.r.l.' } as Profile} onClose={() => undefined} onMerged={() => undefined} />
      </ApiClientContext.Provider>,
    );
    await user.click(screen.getByRole('combobox', { name: 'Other profile' }));
    await user.click(await screen.findByRole('option', { name: 'Rossi S.r.l.' }));
    const choice = await screen.findByRole('group', { name: 'Which one survives' });
    expect([...choice.querySelectorAll('label')].map((label) => label.textContent)).toEqual(['Rossi S.r.l. (this profile)', 'Rossi S.r.l.']);
    // Keep the namesake: this profile is the one merged away.
    await user.click(screen.getByRole('radio', { name: 'Rossi S.r.l.' }));
    await user.click(screen.getByRole('button', { name: 'Show what moves' }));
    expect(await screen.findByText('Rossi S.r.l. (this profile) will be merged into Rossi S.r.l.')).toBeTruthy();
    expect(screen.getByText("No linked records: only the profile's details fill the empty fields.")).toBeTruthy();
  });

  it('gives namesakes without a VAT number a second line: city and e-mail, else another code', async () => {
    const user = userEvent.setup();
    const base = { vatNumber: null, email: null, fiscalCode: null, pec: null, phone: null, mobile: null, address: { city: null } };
    const namesakes = [
      { ...base, id: 11, name: 'Bianchi Luca', email: 'luca@bianchi.it', address: { city: 'Parma' } },
      { ...base, id: 12, name: 'Bianchi Luca', fiscalCode: 'BNCLCU80A01G337X', address: { city: 'Milano' } },
      { ...base, id: 13, name: 'Bianchi Luca' },
    ];
    const twins = {
      GET: vi.fn(async () => ok({ items: namesakes, meta: { currentPage: 1, lastPage: 1, perPage: 50, total: 3 } })),
    } as unknown as ApiClient;
    render(
      <ApiClientContext.Provider value={{ client: twins, bareClient: twins as never }}>
        <MergeDialog profile={{ id: 4, name: 'Bianchi Luca' } as Profile} onClose={() => undefined} onMerged={() => undefined} />
      </ApiClientContext.Provider>,
    );
    await user.click(screen.getByRole('combobox', { name: 'Other profile' }));
    await screen.findAllByRole('option');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Bianchi LucaParma · luca@bianchi.it', 'Bianchi LucaMilano · BNCLCU80A01G337X', 'Bianchi Luca']);
    // Picked, the field shows the name alone.
    await user.click(screen.getByRole('option', { name: /Milano/ }));
    expect((screen.getByRole('combobox', { name: 'Other profile' }) as HTMLInputElement).value).toBe('Bianchi Luca');
  });
});
