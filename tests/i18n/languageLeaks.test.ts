import { describe, expect, it } from 'vitest';
import { demoTexts, findLanguageLeaks } from '../e2e/support/languageLeaks.ts';

// The route walk's detector (tests/e2e/support/languageLeaks.ts), proved on texts as a screen would give them.

const words = (texts: readonly string[], language: 'it' | 'en', allowed: readonly string[] = []) => findLanguageLeaks(texts, language, allowed).map((leak) => leak.word);

describe('language leak detector', () => {
  it('finds English words in the Italian interface, and Italian words in the English one', () => {
    expect(words(['Salva', 'Loading', 'Nessun risultato'], 'it')).toEqual(['Loading']);
    expect(words(['3 of 12 days left'], 'it')).toEqual(['of', 'days']);
    expect(words(['Save', 'Annulla', 'Remaining: 2 giorni'], 'en')).toEqual(['Annulla', 'giorni']);
    expect(words(['The start field must be a valid date.'], 'it')).toContain('the');
  });

  it('reads an e-mail address as data in no language, and still the words around it', () => {
    expect(words(['acquisti@cliente.test'], 'en')).toEqual([]);
    expect(words(['copia@cliente.test, Cliente'], 'en')).toEqual(['Cliente']);
  });

  it('matches whole words only, whatever the case', () => {
    // "Theme", "ofisi", "Ilaria" contain foreign words but are not them.
    expect(words(['Theme', 'ofisi', 'Ilaria'], 'it')).toEqual([]);
    expect(words(['Ilaria', 'Oregon', 'oracle'], 'en')).toEqual([]);
    expect(words(['SAVE'], 'it')).toEqual(['Save']);
  });

  it('reads aria-labels, titles and placeholders like any text (they arrive as texts)', () => {
    expect(words(['Cerca per nome', 'Close dialog'], 'it')).toEqual(['Close']);
  });

  it('allows demo data as it is, but not a foreign word next to it', () => {
    const demo = ['Ridotta a tre giorni per la consegna in cantiere.', 'Fiera di Verona.'];
    expect(words(['Ridotta a tre giorni per la consegna in cantiere.'], 'en', demo)).toEqual([]);
    expect(words(['Notes: Fiera di Verona.'], 'en', demo)).toEqual([]);
    expect(words(['Fiera di Verona. Annulla'], 'en', demo)).toEqual(['Annulla']);
  });

  it('leaves code identifiers alone (a state path shown for developers is not words)', () => {
    expect(words(['booting.startingUp.settings.loading', 'Loading the list'], 'it')).toEqual(['the', 'Loading']);
  });

  it('reports an i18next key shown instead of its text, in either language', () => {
    expect(words(['vacations:list.title'], 'it')).toEqual(['vacations:list.title']);
    expect(words(['Ore 16:00', 'https://acme.example/x'], 'it')).toEqual([]);
  });

  it('takes from the demo sources phrases and long names, not short words that could hide a leak', () => {
    const texts = demoTexts([`const a = { notes: 'Fiera di Verona.', name: "Giulia Rossi", unit: 'ore', code: 'BST-KRFT', city: \`Bologna\` };`]);
    expect(texts).toEqual(['Fiera di Verona.', 'Giulia Rossi', 'BST-KRFT', 'Bologna']);
  });

  it('reads the demo texts after an apostrophe in a comment and after a template with ${…}', () => {
    const source = [
      "// the tenant's lists",
      'const owner = `admin@${t.slug}.test`;',
      "createList({ Name: 'Clienti Italia', Description: 'Novità di prodotto e listini per i clienti italiani' });",
    ].join('\n');
    expect(demoTexts([source])).toEqual(['Novità di prodotto e listini per i clienti italiani', 'Clienti Italia', 'admin@']);
    expect(words(['Novità di prodotto e listini per i clienti italiani'], 'en', demoTexts([source]))).toEqual([]);
  });
});
