import { describe, expect, it } from 'vitest';
import { italianPostcode, italianProvince } from '../../../src/domain/validation/italianAddress.ts';
import { validateForm } from '../../../src/domain/validation/validateForm.ts';
import { addressText, addressValues } from '../../../src/ui/directory/addressForm.ts';
import type { Profile } from '../../../src/api/profiles.ts';
import { contactFailures, newContact } from '../../../src/ui/directory/contactDrafts.ts';
import { emptyProfile, profileBody, profileRules, profileToValues } from '../../../src/ui/directory/profileForm.ts';
import { duplicateQuery } from '../../../src/ui/directory/useDuplicateCheck.ts';

describe('Italian address rules', () => {
  const province = italianProvince('country');
  const postcode = italianPostcode('country');
  const ctx = (country: string | null) => ({ field: 'x', values: { country } });
  it('accept known provinces and five-digit CAPs for Italy (or no country), anything abroad', () => {
    expect(province('MI', ctx('IT'))).toBeNull();
    expect(province('su', ctx(null))).toBeNull();
    expect(province('XX', ctx('IT'))).toEqual({ rule: 'province' });
    expect(province('Milano', ctx('IT'))).toEqual({ rule: 'province' });
    expect(province('Bayern', ctx('DE'))).toBeNull();
    expect(postcode('20121', ctx('IT'))).toBeNull();
    expect(postcode('2012', ctx('IT'))).toEqual({ rule: 'postcode' });
    expect(postcode('80331', ctx('DE'))).toBeNull();
    expect(postcode('', ctx('IT'))).toBeNull();
  });
});

describe('profile form', () => {
  it('keeps the house number in its own field and shows it after the street, as Italians write it', () => {
    const wire = { street: 'Via Po', streetNumber: '12/B', postalCode: '10123', city: 'Torino', province: 'TO', country: 'IT' };
    expect(addressValues(wire)).toEqual(wire);
    expect(addressValues({ street: null, streetNumber: null, postalCode: null, city: 'Roma', province: null, country: null })).toMatchObject({ street: '', streetNumber: '', city: 'Roma' });
    expect(addressText(wire)).toBe('Via Po 12/B, 10123 Torino (TO), IT');
    expect(addressText({ ...wire, streetNumber: null })).toBe('Via Po, 10123 Torino (TO), IT');
  });

  it('needs a business name unless a last name is given, and checks e-mail, province and CAP', () => {
    const values = emptyProfile('customer');
    expect(Object.keys(validateForm(profileRules, values))).toEqual(['businessName']);
    expect(validateForm(profileRules, { ...values, lastName: 'Rossi' })).toEqual({});
    expect(Object.keys(validateForm(profileRules, { ...values, businessName: 'X', email: 'no', province: 'ZZ', postalCode: '1' }))).toEqual(['email', 'province', 'postalCode']);
  });

  it('refuses the Italian master data the server refuses: P. IVA, codice fiscale, SDI code and its PEC', () => {
    const values = { ...emptyProfile('customer'), businessName: 'Rossi 4711' };
    expect(validateForm(profileRules, { ...values, vatNumber: '123', fiscalCode: 'zzz', sdiCode: 'XXXXXXX', pec: 'rossi@pec.it' })).toEqual({
      vatNumber: [{ rule: 'vatNumber' }],
      fiscalCode: [{ rule: 'fiscalCode' }],
      sdiCode: [{ rule: 'sdiForeignOnly' }],
    });
    expect(validateForm(profileRules, { ...values, vatNumber: '12345678903', sdiCode: 'M5UXCR1', pec: 'rossi@pec.it' })).toEqual({ vatNumber: [{ rule: 'vatOffice' }], pec: [{ rule: 'pecNeedsZeroCode' }] });
    expect(validateForm(profileRules, { ...values, vatNumber: '00743110157', fiscalCode: 'RSSMRA85T10A562S', sdiCode: '0000000', pec: 'rossi@pec.it' })).toEqual({});
    expect(validateForm(profileRules, { ...values, vatNumber: 'DE123456789', sdiCode: 'XXXXXXX', country: 'DE' })).toEqual({});
  });

  it('sends blanks as null and codes in upper case', () => {
    const body = profileBody({ ...emptyProfile('lead'), businessName: ' Rossi ', street: 'Via Po', streetNumber: '12', province: 'to', country: 'it' });
    expect(body).toMatchObject({ type: 'lead', businessName: 'Rossi', vatNumber: null, address: { street: 'Via Po', streetNumber: '12', province: 'TO', country: 'IT', city: null } });
  });
});

describe('profile form: agent and contacts', () => {
  const profile: Profile = {
    id: 4, type: 'customer', name: 'Rossi S.p.A.', businessName: 'Rossi S.p.A.', firstName: null, lastName: null, vatNumber: null, fiscalCode: null, sdiCode: '0000000', pec: 'rossi@pec.it',
    email: null, phone: null, mobile: null, website: null,
    address: { street: null, streetNumber: null, postalCode: null, city: null, province: null, country: 'IT' },
    notes: null, category: null, brand: null, company: null,
    agent: { id: 9, name: 'Luca Ferrari', email: 'luca@acme.test', avatarUrl: null },
    contacts: [
      { id: 21, name: 'Anna Bianchi', role: 'Buyer', email: 'anna@rossi.it', phone: null },
      { id: 22, name: 'Paolo Neri', role: null, email: null, phone: '02 123' },
    ],
    associatedProfiles: [], companyProfile: null, media: [], mergedIntoId: null, createdAt: '2026-01-01 10:00:00', updatedAt: '2026-01-01 10:00:00',
  };

  it('saved unchanged, sends the agent and every contact back as they were (nothing the form holds is lost)', () => {
    const body = profileBody(profileToValues(profile));
    expect(body.agentId).toBe(9);
    expect(body).toMatchObject({ sdiCode: '0000000', pec: 'rossi@pec.it' });
    expect(body.contacts).toEqual([
      { id: 21, name: 'Anna Bianchi', role: 'Buyer', email: 'anna@rossi.it', phone: null },
      { id: 22, name: 'Paolo Neri', role: null, email: null, phone: '02 123' },
    ]);
  });

  it('adds rows without an id, leaves removed rows out, and clears the agent only when asked', () => {
    const values = profileToValues(profile);
    const added = { ...newContact(values.contacts), name: ' Marta Gialli ', email: 'marta@rossi.it' };
    const body = profileBody({ ...values, agentId: null, agentName: null, contacts: [values.contacts[1] ?? added, added] });
    expect(body.agentId).toBeNull();
    expect(body.contacts).toEqual([
      { id: 22, name: 'Paolo Neri', role: null, email: null, phone: '02 123' },
      { name: 'Marta Gialli', role: null, email: 'marta@rossi.it', phone: null },
    ]);
    // New rows get keys no other row has, so React and the focus never mix two rows.
    expect(new Set([...values.contacts, added, newContact([...values.contacts, added])].map((c) => c.key)).size).toBe(4);
  });

  it("checks each contact's name and e-mail under the server's field path", () => {
    const values = profileToValues(profile);
    const rows = [values.contacts[0], { ...newContact(values.contacts), email: 'not-an-address' }].filter((c) => c !== undefined);
    expect(contactFailures(rows)).toEqual({ 'contacts.1.name': [{ rule: 'required' }], 'contacts.1.email': [{ rule: 'email' }] });
    expect(contactFailures(values.contacts)).toEqual({});
  });
});

describe('duplicate look-up query', () => {
  it('asks only about what is worth asking, leaving out the profile being edited', () => {
    expect(duplicateQuery({ name: 'Ro', vatNumber: '123', email: 'x' }, null)).toBeNull();
    expect(duplicateQuery({ name: 'Rossi', vatNumber: '01234560017', email: 'a@b.it' }, 7)).toEqual({ name: 'Rossi', vatNumber: '01234560017', email: 'a@b.it', excludeId: 7 });
    expect(duplicateQuery({ name: '', vatNumber: 'IT 0123', email: '' }, null)).toEqual({ vatNumber: 'IT 0123' });
  });
});
