import { describe, expect, it } from 'vitest';
import appEn from '../../../locales/en/app.json';
import appIt from '../../../locales/it/app.json';
import directoryEn from '../../../locales/en/directory.json';
import directoryIt from '../../../locales/it/directory.json';

// A profile's tabs lead to the records of other modules: each is called what the menu calls its module, or a user
// looks for "Proposte" where the menu says "Offerte" (Italian had both, and "Rapportini di visita" beside
// "Rapportini di vendita").
describe('profile tabs are named as the menu names their modules', () => {
  for (const [language, app, directory] of [['it', appIt, directoryIt], ['en', appEn, directoryEn]] as const) {
    it(language, () => {
      for (const key of ['salesReports', 'proposals', 'samples', 'quotes'] as const) expect(directory.tabs[key], key).toBe(app.menu[key]);
    });
  }
});
