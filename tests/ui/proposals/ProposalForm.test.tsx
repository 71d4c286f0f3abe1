// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Effect } from 'effect';
import i18next from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../src/api/client.ts';
import { Invalid } from '../../../src/api/errors.ts';
import { formLogic } from '../../../src/machines/generic/form.logic.ts';
import { withFieldText } from '../../../src/machines/records/proposals.logic.ts';
import { sessionEntry } from '../../../src/machines/introspection/entries/session.entry.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { SessionContext } from '../../../src/ui/app/SessionContext.ts';
import { useForm } from '../../../src/ui/components/useForm.ts';
import { emptyProposal, proposalBody, proposalToValues, type ProposalFormValues } from '../../../src/ui/proposals/proposalForm.ts';
import { ProposalForm } from '../../../src/ui/proposals/ProposalForm.tsx';
import { proposalFieldText } from '../../../src/ui/proposals/proposalServerErrors.ts';
import { proposalValidation } from '../../../src/ui/proposals/proposalValidation.ts';
import { fullProposal } from './proposalFixture.ts';
import { proposalsI18n } from './proposalsI18n.ts';

// The proposal form as the edit screen runs it: every field of a loaded proposal on screen; an article picked from the
// catalogue fills its row (price with its real precision, VAT from the article) and the totals per rate follow; the
// server's 422 field errors land on their inputs in the reader's language, with focus on the first invalid one.

const ok = (data: unknown) => Promise.resolve({ data, response: new Response(null, { status: 200 }) });
const ARTICLE = { id: 41, code: 'BST-PP', description: 'Busta PP 160×290', unit: 'pz', price: '0.0095', vatRate: '10.00' };
const PAGE = { items: [ARTICLE], meta: { currentPage: 1, lastPage: 1, perPage: 20, total: 1, from: 1, to: 1 } };

beforeAll(proposalsI18n);
beforeEach(async () => {
  await i18next.changeLanguage('it');
});
afterEach(cleanup);


const contact = (id: number, name: string, email: string | null) => ({ id, name, role: null, email, phone: null });
const CUSTOMERS = [
  { id: 7, name: 'Pastificio Lombardi', email: 'info@lombardi.test', contacts: [contact(1, 'Antonio Lombardi', 'antonio@lombardi.test'), contact(2, 'Ilaria Russo', null)] },
  { id: 8, name: 'Caseificio Valpadana', email: null, contacts: [contact(3, 'Giorgio Sartori', null)] },
];
const customerPage = { items: CUSTOMERS.map(({ id, name }) => ({ id, name, type: 'customer' })), meta: { currentPage: 1, lastPage: 1, perPage: 20, total: 2, from: 1, to: 2 } };

const renderForm = (initial: ProposalFormValues, submit: (values: ProposalFormValues) => Effect.Effect<string, Invalid>, screenKind: 'edit' | 'create' = 'edit') => {
  const GET = vi.fn((path: string, options?: { params?: { path?: { id?: number } } }) => {
    if (path === '/articles') return ok(PAGE);
    if (path === '/articles/{id}') return ok(ARTICLE);
    if (path === '/profiles') return ok(customerPage);
    if (path === '/profiles/{id}') return ok(CUSTOMERS.find((customer) => customer.id === options?.params?.path?.id));
    return Promise.reject(new Error(`unexpected GET ${path}`));
  });
  const client = { GET } as unknown as ApiClient;
  const Harness = () => {
    const { t } = useTranslation(['proposals']);
    // As the edit screen's logic saves: the refused fields in the form's words (proposals.logic.ts).
    const [save] = useState(() => formLogic<ProposalFormValues, string>((_client, values) => withFieldText(submit(values), proposalFieldText(t))));
    const form = useForm(save, {
      initialValues: initial,
      validate: proposalValidation(t, 'it'),
      request: (values) => values,
      onSucceeded: () => undefined,
    });
    return <ProposalForm form={form} withEditType={screenKind === 'edit'} fillAddresseesFromCustomer={screenKind === 'create'} submitLabel="Salva" onCancel={() => undefined} />;
  };
  // The validity date picker reads the user's first day of the week from the session.
  render(
    <SessionContext.Provider logic={sessionEntry.stubbed} options={{ input: { storedSession: null } }}>
      <ApiClientContext.Provider value={{ client, bareClient: client as never }}>
        <Harness />
      </ApiClientContext.Provider>
    </SessionContext.Provider>,
  );
  return GET;
};

const rowGroup = (n: number) => screen.getByRole('group', { name: `Riga ${n}` });

describe('ProposalForm', () => {
  it('shows every field of the loaded proposal', () => {
    renderForm(proposalToValues(fullProposal(), 'it'), () => Effect.succeed('ok'));
    expect(screen.getByRole('combobox', { name: /^Agente/ })).toHaveProperty('value', 'Luca Ferrari');
    expect(screen.getByRole('textbox', { name: /^Modalità di pagamento/ })).toHaveProperty('value', 'RiBa 60 gg d.f.f.m.');
    expect(screen.getByText('DAP – Reso al luogo di destinazione', { selector: '[data-part="value-text"]' })).toBeTruthy();
    const company = screen.getByRole('group', { name: 'Destinatario 1' });
    expect(within(company).getByRole('textbox', { name: /^E-mail/ })).toHaveProperty('value', 'acquisti@rossi.test');
    expect(within(company).getByRole('checkbox', { name: 'Riceve la mail' })).toHaveProperty('checked', true);
    expect(within(screen.getByRole('group', { name: 'Indirizzo di consegna 1' })).getByRole('textbox', { name: /^Città/ })).toHaveProperty('value', 'Parma');
    const first = rowGroup(1);
    expect(within(first).getByRole('textbox', { name: /^Prezzo unitario/ })).toHaveProperty('value', '0,0095');
    expect(within(first).getByRole('textbox', { name: /larghezza/ })).toHaveProperty('value', '250');
    expect(within(first).getByRole('textbox', { name: /^Spessore/ })).toHaveProperty('value', '60');
    expect(within(first).getByRole('textbox', { name: /^Bande/ })).toHaveProperty('value', 'Banda blu 10 mm');
    expect(within(first).getByRole('textbox', { name: /^Forature/ })).toHaveProperty('value', 'Forature a 2 fori');
    expect(within(first).getByRole('textbox', { name: /^Soggetti di stampa/ })).toHaveProperty('value', '2');
    // Totals per rate: 9,205.00 at 22 % and 710.00 exempt, less 2.5 % → 9,667.13, shared 8,974.87|96 + 692.25|03: the
    // leftover cent goes to the larger remainder (22 %), VAT 8,974.88 × 22 % = 1,974.47.
    const totals = screen.getByLabelText('Totali per aliquota', { selector: 'dl' }).textContent;
    expect(totals).toContain('Imponibile IVA 22 %8.974,88 €');
    expect(totals).toContain('Imponibile Esente IVA692,25 €');
    expect(totals).toContain('Totale IVA1.974,47 €');
    expect(totals).toContain('Totale offerta11.641,60 €');
  });

  it('fills a row from the picked article, keeping the price precision and the article VAT, and totals per rate follow', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({ ...emptyProposal(), rows: [], discounts: [{ description: 'Sconto fedeltà', percent: '2,5' }] }, () => Effect.succeed('ok'));
    await user.click(screen.getByRole('button', { name: 'Aggiungi riga' }));
    await user.type(within(rowGroup(1)).getByRole('combobox', { name: 'Articolo dal catalogo' }), 'B');
    await user.click(await screen.findByRole('option', { name: /BST-PP/ }));
    await waitFor(() => expect(within(rowGroup(1)).getByRole('textbox', { name: /^Descrizione/ })).toHaveProperty('value', 'Busta PP 160×290'));
    expect(within(rowGroup(1)).getByRole('textbox', { name: /^Prezzo unitario/ })).toHaveProperty('value', '0,0095');
    const quantity = within(rowGroup(1)).getByRole('textbox', { name: /^Quantità/ });
    await user.clear(quantity);
    await user.paste('1.000.000');
    // 1,000,000 × 0.0095 = 9,500.00 at 10 %, less 2.5 % = 9,262.50, VAT 926.25.
    const totals = screen.getByLabelText('Totali per aliquota', { selector: 'dl' });
    expect(totals.textContent).toContain(`Imponibile IVA 10 %9.262,50 €`);
    expect(totals.textContent).toContain(`Imposta IVA 10 %926,25 €`);
    expect(totals.textContent).toContain(`Totale offerta10.188,75 €`);
  });

  it("puts the server's field errors on their inputs in Italian and focuses the first invalid one", async () => {
    const user = userEvent.setup({ delay: null });
    const submit = vi.fn((_values: ProposalFormValues) => Effect.fail(new Invalid({ message: 'The given data was invalid.', fields: { 'rows.1.vatRate': ['must be equal to one of the allowed values'], 'rows.0.unitPrice': ['The unit price must be at most 10000000.'] } })));
    const values = proposalToValues({ ...fullProposal(), status: 'draft' }, 'it');
    renderForm(values, submit);
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const price = within(rowGroup(1)).getByRole('textbox', { name: /^Prezzo unitario/ });
    await waitFor(() => expect(document.activeElement).toBe(price));
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(within(rowGroup(1)).getByText('Inserisci un importo tra 0 e 10.000.000.')).toBeTruthy();
    expect(within(rowGroup(2)).getByText("Scegli un'aliquota IVA: 22 %, 10 %, 4 % o esente.")).toBeTruthy();
    // What was sent is the whole proposal as loaded.
    expect(proposalBody(submit.mock.calls[0]?.[0] ?? values, 'it')).toEqual(proposalBody(values, 'it'));
  });

  describe("a new proposal's addressees from the chosen customer", () => {
    const addressees = () =>
      screen.queryAllByRole('group', { name: /^Destinatario \d+$/ }).map((group) => [
        within(group).getByRole('combobox', { name: /^Ruolo/ }).textContent,
        (within(group).getByRole('textbox', { name: /^Nome/ }) as HTMLInputElement).value,
        (within(group).getByRole('textbox', { name: /^E-mail/ }) as HTMLInputElement).value,
        (within(group).getByRole('checkbox', { name: 'Riceve la mail' }) as HTMLInputElement).checked,
      ]);
    const chooseCustomer = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
      const picker = screen.getByRole('combobox', { name: /^Cliente/ });
      await user.clear(picker);
      await user.type(picker, name.slice(0, 3));
      await user.click(await screen.findByRole('option', { name }));
    };

    it('fills the company line and the contacts, keeps what the person typed, and follows a change of customer', async () => {
      const user = userEvent.setup({ delay: null });
      renderForm(emptyProposal(), () => Effect.succeed('ok'), 'create');
      // Typed before the customer is chosen: it stays.
      await user.click(screen.getByRole('button', { name: 'Aggiungi destinatario' }));
      await user.click(within(screen.getByRole('group', { name: 'Destinatario 1' })).getByRole('textbox', { name: /^Nome/ }));
      await user.paste('Mario Bianchi');
      await chooseCustomer(user, 'Pastificio Lombardi');
      await waitFor(() => expect(addressees()).toHaveLength(4));
      expect(addressees()).toEqual([
        [expect.stringContaining('C.a.'), 'Mario Bianchi', '', false],
        [expect.stringContaining('Spettabile'), 'Pastificio Lombardi', 'info@lombardi.test', false],
        [expect.stringContaining('C.a.'), 'Antonio Lombardi', 'antonio@lombardi.test', true],
        [expect.stringContaining('C.a.'), 'Ilaria Russo', '', false],
      ]);
      // A filled line the person changed is theirs now; the untouched ones make way for the next customer's.
      const antonio = within(screen.getByRole('group', { name: 'Destinatario 3' })).getByRole('textbox', { name: /^E-mail/ });
      await user.clear(antonio);
      await user.paste('a.lombardi@lombardi.test');
      await chooseCustomer(user, 'Caseificio Valpadana');
      await waitFor(() => expect(addressees().map(([, name]) => name)).toEqual(['Mario Bianchi', 'Antonio Lombardi', 'Caseificio Valpadana', 'Giorgio Sartori']));
      // Nobody has an e-mail: no line is meant for the mail.
      expect(addressees().slice(2)).toEqual([
        [expect.stringContaining('Spettabile'), 'Caseificio Valpadana', '', false],
        [expect.stringContaining('C.a.'), 'Giorgio Sartori', '', false],
      ]);
    });

    it("never touches an existing proposal's addressees on its edit screen", async () => {
      const user = userEvent.setup({ delay: null });
      const values = proposalToValues(fullProposal(), 'it');
      const GET = renderForm(values, () => Effect.succeed('ok'));
      const before = addressees();
      await chooseCustomer(user, 'Pastificio Lombardi');
      await waitFor(() => expect(screen.getByRole('combobox', { name: /^Cliente/ })).toHaveProperty('value', 'Pastificio Lombardi'));
      expect(addressees()).toEqual(before);
      expect(GET.mock.calls.some(([path]) => path === '/profiles/{id}')).toBe(false);
    });
  });
});
