// Writing rules every locale text keeps, kept apart from the test so the test can prove each rule catches its fault.

import { flattenBundle, type LocaleTree } from './localeParity.ts';

// Two stops in a row, a stop after other end punctuation ("!." "?." ":." ",.") or before it (".!" ".?").
// An ellipsis is written "…", so "..." is a fault too.
const DOUBLE_STOP = /\.\.|[!?:;,]\.|\.[!?]/;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const COUNT = /\{\{\s*count\b/;

/** Texts with doubled end punctuation, as `lang/ns:key`. */
export const findDoubleStops = (locales: LocaleTree): readonly string[] =>
  Object.entries(locales).flatMap(([language, namespaces]) =>
    Object.entries(namespaces).flatMap(([namespace, bundle]) =>
      [...flattenBundle(bundle)].filter(([, text]) => text !== undefined && DOUBLE_STOP.test(text)).map(([key]) => `${language}/${namespace}:${key}`),
    ),
  );

/**
 * Texts that take `{{count}}` without both plural forms (`_one` and `_other`) in their language, as `lang/ns:key`.
 * i18next picks the form from the count; without them "1 giorni" is what the reader gets.
 */
export const findMissingPlurals = (locales: LocaleTree): readonly string[] =>
  Object.entries(locales).flatMap(([language, namespaces]) =>
    Object.entries(namespaces).flatMap(([namespace, bundle]) => {
      const flat = flattenBundle(bundle);
      return [...flat]
        .filter(([, text]) => text !== undefined && COUNT.test(text))
        .map(([key]) => key.replace(PLURAL_SUFFIX, ''))
        .filter((base) => !flat.has(`${base}_one`) || !flat.has(`${base}_other`))
        .map((base) => `${language}/${namespace}:${base}`);
    }),
  );

// Italian calls a proposal what its menu calls it, "Offerta": a user who reads "Proposte vinte" in the statistics or
// "La proposta … è stata inviata" in the bell looks for a "Proposte" menu that does not exist. ("riproposta", to
// propose again, is another word and has no boundary before "propost".)
const ITALIAN_PROPOSAL = /\bpropost[ae]\b/i;

/** Italian texts that name a proposal "proposta/e" instead of the menu's "offerta/e", as `it/ns:key`. */
export const findItalianProposalNames = (locales: LocaleTree): readonly string[] =>
  Object.entries(locales.it ?? {}).flatMap(([namespace, bundle]) =>
    [...flattenBundle(bundle)].filter(([, text]) => text !== undefined && ITALIAN_PROPOSAL.test(text)).map(([key]) => `it/${namespace}:${key}`),
  );

// The printing plate is a "cliché" (acute accent), as the PDF, the server's messages and the dictionary write it: the
// proposal screen's "Costo clichè" beside a PDF's "Cliché" read as two things.
const ITALIAN_CLICHE_MISSPELT = /clich[eè](?!é)\b|clichè/i;

/** Italian texts that write "clichè" (or "cliche") for "cliché", as `it/ns:key`. */
export const findItalianClicheMisspellings = (locales: LocaleTree): readonly string[] =>
  Object.entries(locales.it ?? {}).flatMap(([namespace, bundle]) =>
    [...flattenBundle(bundle)].filter(([, text]) => text !== undefined && ITALIAN_CLICHE_MISSPELT.test(text)).map(([key]) => `it/${namespace}:${key}`),
  );
