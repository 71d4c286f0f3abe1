import { asc, eq } from 'drizzle-orm';
import type { ModuleSeeder } from './context.ts';
import { companies } from '../schema/directory.ts';
import { companyIdentities } from '../schema/company.ts';

// Each demo tenant's identity (Settings → Company) agrees with its own company record in the directory (the first
// company the directory seed writes: name, sede, P. IVA with a valid check digit, contacts); what the registry does
// not hold (REA, capitale sociale, PEC, website, IBAN with a valid checksum) is here, different per tenant.

type Extra = { readonly rea: string; readonly capital: string; readonly pec: string; readonly website: string; readonly iban: string };

const EXTRA: Readonly<Record<string, Extra>> = {
  acme: { rea: 'MI-1987654', capital: '50000.00', pec: 'acmeforniture@pec.it', website: 'www.acmeforniture.it', iban: 'IT61X0306909606100000012345' },
  borgo: { rea: 'PR-245310', capital: '1200000.00', pec: 'borgoalimentari@legalmail.it', website: 'www.borgoalimentari.it', iban: 'IT73K0503411100000000004321' },
  cantiere: { rea: 'GE-408822', capital: '100000.00', pec: 'cantierenavaleligure@pec.it', website: 'www.cantierenavaleligure.it', iban: 'IT46M0200801400000104567890' },
};

export const seedCompanyIdentityModule: ModuleSeeder = {
  name: 'companyIdentity',
  async seed(db, t) {
    const [own] = await db.select().from(companies).where(eq(companies.tenantId, t.id)).orderBy(asc(companies.id)).limit(1);
    if (!own) return;
    const extra = EXTRA[t.slug];
    await db
      .insert(companyIdentities)
      .values({
        tenantId: t.id,
        businessName: own.name,
        street: own.street,
        streetNumber: own.streetNumber,
        postalCode: own.postalCode,
        city: own.city,
        province: own.province,
        country: own.country ?? 'IT',
        vatNumber: own.vatNumber,
        // An Italian company's codice fiscale is its P. IVA number.
        fiscalCode: own.vatNumber,
        reaNumber: extra?.rea ?? null,
        shareCapital: extra?.capital ?? null,
        pec: extra?.pec ?? null,
        phone: own.phone,
        email: own.email,
        website: extra?.website ?? null,
        iban: extra?.iban ?? null,
        updatedAt: t.now,
      })
      .onConflictDoNothing();
  },
};
