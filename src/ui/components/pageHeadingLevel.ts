import { createContext } from 'react';

/**
 * The level of a screen's own title. A screen shown inside a layout that already has the page's h1 (settings) is a
 * section of that page, so its title is an h2: one h1 per page, and a screen reader's outline reads
 * "Impostazioni › Utenti".
 */
export const PageHeadingLevel = createContext<1 | 2>(1);
