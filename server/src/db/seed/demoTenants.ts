import type { DemoRole } from './context.ts';

// The demo tenants exercise the spec's per-tenant differences (spec §1): hidden menu modules and the evaluators
// section title (TPM for one tenant, Valutazioni for the others).

export const DEMO_PASSWORD = 'Bottega!2026';

export type DemoTenant = {
  readonly slug: string;
  readonly name: string;
  readonly settings: Readonly<Record<string, unknown>>;
  readonly people: Readonly<Record<DemoRole, string>>;
};

export const DEMO_TENANTS: readonly DemoTenant[] = [
  {
    slug: 'acme',
    name: 'Acme Forniture S.r.l.',
    settings: {
      'evaluators.title': 'Valutazioni',
      timezone: 'Europe/Rome',
      // The letterhead and mail footer come from the company identity (seed/companyIdentity.ts); this is the sender.
      'company.vat_rate': '22',
      'mail.from_name': 'Acme Forniture — Ufficio commerciale',
      'mail.from_address': 'commerciale@acme.test',
      'mail.reply_to': 'offerte@acme.test',
      // Cremona's patron saint, Sant'Omobono (13 November): not a working day, it costs no leave.
      'vacations.patron_saint': '11-13',
      'vacations.carry_over_expiry': '06-30',
    },
    people: { admin: 'Giulia Rossi', sub_admin: 'Marco Bianchi', supervisor: 'Luca Ferrari', operator: 'Sara Esposito' },
  },
  {
    slug: 'borgo',
    name: 'Borgo Alimentari S.p.A.',
    settings: {
      'modules.hidden': ['proposals', 'samples', 'statistics'],
      'evaluators.title': 'Valutazioni',
      timezone: 'Europe/Rome',
      // Parma's patron saint, Sant'Ilario (13 January); last year's leave must be taken by the end of April.
      'vacations.patron_saint': '01-13',
      'vacations.carry_over_expiry': '04-30',
    },
    people: { admin: 'Francesca Romano', sub_admin: 'Alessandro Colombo', supervisor: 'Chiara Ricci', operator: 'Davide Marino' },
  },
  {
    slug: 'cantiere',
    name: 'Cantiere Navale Ligure S.r.l.',
    settings: {
      'modules.hidden': ['vacations'],
      'evaluators.title': 'TPM',
      timezone: 'Europe/Rome',
      'company.vat_rate': '22',
      'mail.from_name': 'Cantiere Navale Ligure',
      // Genova's patron saint, San Giovanni Battista (24 June); vacations are hidden here, the calendar still knows it.
      'vacations.patron_saint': '06-24',
    },
    people: { admin: 'Elena Greco', sub_admin: 'Matteo Bruno', supervisor: 'Paolo Gallo', operator: 'Valentina Conti' },
  },
];

/** admin@acme.test, subadmin@acme.test, supervisor@…, operator@… */
export const demoEmail = (role: DemoRole, slug: string): string => `${role === 'sub_admin' ? 'subadmin' : role}@${slug}.test`;
