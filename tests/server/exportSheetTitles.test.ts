import { describe, expect, it } from 'vitest';
import itMessages from '../../locales/it/messages.json' with { type: 'json' };
import enMessages from '../../locales/en/messages.json' with { type: 'json' };
import itImports from '../../locales/it/imports.json' with { type: 'json' };
import enImports from '../../locales/en/imports.json' with { type: 'json' };
import it_tasks from '../../locales/it/tasks.json' with { type: 'json' };
import en_tasks from '../../locales/en/tasks.json' with { type: 'json' };
import it_directory from '../../locales/it/directory.json' with { type: 'json' };
import en_directory from '../../locales/en/directory.json' with { type: 'json' };
import it_articles from '../../locales/it/articles.json' with { type: 'json' };
import en_articles from '../../locales/en/articles.json' with { type: 'json' };
import it_priceLists from '../../locales/it/priceLists.json' with { type: 'json' };
import en_priceLists from '../../locales/en/priceLists.json' with { type: 'json' };
import it_quotes from '../../locales/it/quotes.json' with { type: 'json' };
import en_quotes from '../../locales/en/quotes.json' with { type: 'json' };
import it_samples from '../../locales/it/samples.json' with { type: 'json' };
import en_samples from '../../locales/en/samples.json' with { type: 'json' };
import it_proposals from '../../locales/it/proposals.json' with { type: 'json' };
import en_proposals from '../../locales/en/proposals.json' with { type: 'json' };
import it_vacations from '../../locales/it/vacations.json' with { type: 'json' };
import en_vacations from '../../locales/en/vacations.json' with { type: 'json' };
import it_admin from '../../locales/it/admin.json' with { type: 'json' };
import en_admin from '../../locales/en/admin.json' with { type: 'json' };
import it_works from '../../locales/it/works.json' with { type: 'json' };
import en_works from '../../locales/en/works.json' with { type: 'json' };
import it_salesReports from '../../locales/it/salesReports.json' with { type: 'json' };
import en_salesReports from '../../locales/en/salesReports.json' with { type: 'json' };
import it_documents from '../../locales/it/documents.json' with { type: 'json' };
import en_documents from '../../locales/en/documents.json' with { type: 'json' };
import it_evaluators from '../../locales/it/evaluators.json' with { type: 'json' };
import en_evaluators from '../../locales/en/evaluators.json' with { type: 'json' };
import it_newsletter from '../../locales/it/newsletter.json' with { type: 'json' };
import en_newsletter from '../../locales/en/newsletter.json' with { type: 'json' };
import it_calendar from '../../locales/it/calendar.json' with { type: 'json' };
import en_calendar from '../../locales/en/calendar.json' with { type: 'json' };
import it_settings from '../../locales/it/settings.json' with { type: 'json' };
import en_settings from '../../locales/en/settings.json' with { type: 'json' };
import type { ExportListName } from '../../server/src/modules/exports/lists.ts';

// An exported workbook's sheet is named by the server (messages `export.lists.<list>`), its file by the screen
// (the title the list screen hands its export menu). Session 17 found English sheets called "Leave", "Leave
// allowances" and "Packages" beside screens titled "Vacations and leave", "Leave hours" and "Assigned goals": a
// person looking for the sheet of the screen they exported did not find it. The server's words are pinned here to
// the screens' titles, by the key each screen uses (src/ui/**: the `fileName` of its ExportMenu).

type Lang = 'it' | 'en';
type Catalogue = Readonly<Record<string, unknown>>;

const locales: Readonly<Record<Lang, Readonly<Record<string, Catalogue>>>> = {
  it: { tasks: it_tasks, directory: it_directory, articles: it_articles, priceLists: it_priceLists, quotes: it_quotes, samples: it_samples, proposals: it_proposals, vacations: it_vacations, admin: it_admin, works: it_works, salesReports: it_salesReports, documents: it_documents, evaluators: it_evaluators, newsletter: it_newsletter, calendar: it_calendar, settings: it_settings },
  en: { tasks: en_tasks, directory: en_directory, articles: en_articles, priceLists: en_priceLists, quotes: en_quotes, samples: en_samples, proposals: en_proposals, vacations: en_vacations, admin: en_admin, works: en_works, salesReports: en_salesReports, documents: en_documents, evaluators: en_evaluators, newsletter: en_newsletter, calendar: en_calendar, settings: en_settings },
};

/** `ns:a.b.c` read from locales/<lang>/<ns>.json. */
const word = (lang: Lang, key: string): unknown => {
  const [ns, path] = key.split(':') as [string, string];
  return path.split('.').reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], locales[lang][ns]);
};

// Customers, leads and suppliers are the directory's list filtered by kind: their sheet names the kind, as the
// import screen does (imports:kinds), which the last case checks.
const SCREEN_TITLE: Readonly<Partial<Record<ExportListName, string>>> = {
  tasks: 'tasks:list.title',
  profiles: 'directory:list.title',
  companies: 'directory:company.title',
  articles: 'articles:list.title',
  'price-lists': 'priceLists:list.title',
  quotes: 'quotes:list.title',
  samples: 'samples:list.title',
  proposals: 'proposals:list.title',
  vacations: 'vacations:list.title',
  allowances: 'vacations:hours.title',
  users: 'admin:users.title',
  works: 'works:list.title',
  'sales-reports': 'salesReports:list.title',
  documents: 'documents:title',
  goals: 'evaluators:goals.title',
  packages: 'evaluators:packages.title',
  'newsletter-lists': 'newsletter:lists.title',
  roles: 'admin:roles.title',
  'running-tasks': 'tasks:running.title',
  events: 'calendar:title',
  'newsletter-list-recipients': 'newsletter:recipients.title',
  'audit-log': 'admin:audit.title',
  'mail-log': 'settings:mail.title',
};

const sheetNames = { it: itMessages.export.lists, en: enMessages.export.lists };
const importKinds = { it: itImports.kinds, en: enImports.kinds };

describe('export sheet names', () => {
  for (const lang of ['it', 'en'] as const) {
    it(`name each sheet as its list screen is titled (${lang})`, () => {
      const mismatched = Object.entries(SCREEN_TITLE).flatMap(([list, key]) => {
        const sheet: unknown = sheetNames[lang][list as keyof (typeof sheetNames)[Lang]];
        const title = word(lang, key);
        expect(title, `${key} missing`).toBeTypeOf('string');
        return sheet === title ? [] : [`${list}: sheet "${String(sheet)}", screen "${String(title)}"`];
      });
      expect(mismatched).toEqual([]);
    });

    it(`name an importable list's sheet as the import screen names its kind (${lang})`, () => {
      for (const kind of Object.keys(importKinds[lang]).filter((k) => k !== 'users')) {
        expect(sheetNames[lang][kind as keyof (typeof sheetNames)[Lang]], kind).toBe(importKinds[lang][kind as keyof (typeof importKinds)[Lang]]);
      }
    });
  }
});
