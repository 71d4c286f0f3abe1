import type { Language } from '../../../src/domain/constants/languages.ts';

// Words that give away the other language. Chosen to be unambiguous: common short words of running text and the
// labels every screen repeats. Left out on purpose: words both languages write the same way or borrow ("No", "Login",
// "Newsletter", "file", "link", "email", "per" as in "50 per page", "non" as in "non-working").

/** Italian words that must not appear in the English interface. */
const ITALIAN = [
  'il', 'lo', 'gli', 'della', 'delle', 'dello', 'degli', 'dei', 'nella', 'nelle', 'alla', 'alle', 'che', 'sono', 'questo', 'questa',
  'tutti', 'tutte', 'anche', 'oppure', 'giorno', 'giorni', 'ore', 'ora', 'Salva', 'Annulla', 'Elimina', 'Modifica', 'Cerca', 'Nuovo', 'Nuova',
  'Aggiungi', 'Chiudi', 'Indietro', 'Avanti', 'Impostazioni', 'Caricamento', 'Nessun', 'Nessuna', 'Riprova', 'Scarica', 'Stampa', 'Invia',
  'Attività', 'Pratiche', 'Anagrafiche', 'Preventivi', 'Offerte', 'Ferie', 'Permessi', 'Utenti', 'Ruoli', 'Aziende', 'Articoli', 'Listini',
  'Campionature', 'Rapportini', 'Statistiche', 'Documenti', 'Bacheca', 'Calendario', 'Valutazioni', 'Stato', 'Cliente', 'Fornitore',
  'Sì', 'è', 'più', 'già', 'perché',
] as const;

/** English words that must not appear in the Italian interface. */
const ENGLISH = [
  'the', 'of', 'and', 'with', 'your', 'you', 'this', 'that', 'from', 'are', 'is', 'Save', 'Cancel', 'Delete', 'Edit', 'Search', 'Loading',
  'day', 'days', 'hour', 'hours', 'Settings', 'Close', 'Back', 'Next', 'Previous', 'Show', 'Hide', 'Open', 'Yes', 'Add', 'New', 'Select',
  'Page', 'results', 'Error', 'Failed', 'Retry', 'Sign', 'Print', 'Send', 'Tasks', 'Works', 'Quotes', 'Proposals', 'Samples',
  'Vacations', 'Users', 'Roles', 'Companies', 'Articles', 'Statistics', 'Documents', 'Dashboard', 'Calendar', 'Evaluations', 'Status',
  'Customer', 'Supplier', 'Not', 'None', 'empty', 'Unknown',
] as const;

/** The words of the other language that must not appear in an interface in `language`. */
export const FOREIGN_WORDS: Readonly<Record<Language, readonly string[]>> = { it: ENGLISH, en: ITALIAN };
