import { outbox } from '../schema/core.ts';
import type { ModuleSeeder, SeedTenant } from './context.ts';
import { DEMO_TENANTS, demoEmail } from './demoTenants.ts';

// Settings → Sent mail shows what a working office sends: the invitations its colleagues accepted, a password
// reset, and one mail the customer's server refused (each tenant its own, so the three demos differ).

const DAY_MS = 86_400_000;

type DemoMail = { readonly to: string; readonly subject: string; readonly text: string; readonly status: 'sent' | 'failed' | 'captured'; readonly error?: string; readonly daysAgo: number };

const REFUSED: Readonly<Record<string, { readonly to: string; readonly subject: string; readonly error: string }>> = {
  acme: { to: 'acquisti@mobilificio-brianza.iit', subject: 'Preventivo P-2026-0042', error: '550 5.1.2 Host unknown: mobilificio-brianza.iit' },
  borgo: { to: 'ordini@cantinedelpo.it', subject: 'Offerta per la vendemmia 2027', error: '552 5.2.2 Mailbox full: ordini@cantinedelpo.it' },
  cantiere: { to: 'ufficio.tecnico@edilnord.it', subject: 'Offerta ponteggi cantiere di Bergamo', error: '554 5.7.1 Message rejected as spam by the recipient server' },
};

function mailsOf(tenant: SeedTenant): readonly DemoMail[] {
  const demo = DEMO_TENANTS.find((t) => t.slug === tenant.slug);
  if (!demo) return [];
  const company = demo.name;
  const inviter = demo.people.admin;
  const invitation = (role: 'sub_admin' | 'supervisor' | 'operator', daysAgo: number): DemoMail => ({
    to: demoEmail(role, tenant.slug),
    subject: `${company}: hai ricevuto un invito su Bottega`,
    text: `Ciao ${demo.people[role]},\n\n${inviter} ti ha invitato su ${company}. Per attivare il tuo account scegli una password da questo link entro 7 giorni.\n`,
    status: 'sent',
    daysAgo,
  });
  const refused = REFUSED[tenant.slug];
  return [
    invitation('sub_admin', 60),
    invitation('supervisor', 58),
    invitation('operator', 45),
    {
      to: demoEmail('operator', tenant.slug),
      subject: `${company}: reimposta la password`,
      text: `Ciao ${demo.people.operator},\n\nabbiamo ricevuto una richiesta di reimpostare la tua password. Se sei stato tu, usa il link entro 60 minuti; altrimenti ignora questo messaggio.\n`,
      status: 'sent',
      daysAgo: 12,
    },
    ...(refused
      ? [{ to: refused.to, subject: refused.subject, text: `Buongiorno,\n\nin allegato trovate quanto richiesto.\n\nCordiali saluti,\n${demo.people.supervisor}\n${company}\n`, status: 'failed' as const, error: refused.error, daysAgo: 3 }]
      : []),
  ];
}

export const seedMailModule: ModuleSeeder = {
  name: 'mail',
  async seed(db, tenant) {
    const started = Date.now();
    await db.insert(outbox).values(
      mailsOf(tenant).map((m) => ({
        tenantId: tenant.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        message: { subject: m.subject, text: m.text },
        status: m.status,
        error: m.error ?? null,
        queuedAt: new Date(started - m.daysAgo * DAY_MS),
      })),
    );
  },
};
