import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProposalRowsTable } from '../../../src/ui/proposals/ProposalRowsTable.tsx';
import { fullProposal } from './proposalFixture.ts';
import { proposalsI18n } from './proposalsI18n.ts';

// Walk of session 24 at 360 px: the rows of a proposal showed their description and total only (quantity below 640 px,
// unit price and VAT below 768 px, discount below 1024 px hidden), so an agent on a phone could not read what was
// offered at what price. The description cell now carries the row's figures for narrow screens.
beforeAll(proposalsI18n);

const phoneFigures = (markup: string): string[] => [...markup.matchAll(/data-phone-figures[^>]*>([^<]*)</g)].map((match) => match[1] ?? '');

describe('proposal rows on a phone', () => {
  it('write quantity, unit price and discount under the description, in Italian and English', async () => {
    await i18next.changeLanguage('it');
    expect(phoneFigures(renderToStaticMarkup(<ProposalRowsTable proposal={fullProposal()} />))).toEqual(['1.000.000 pz × 0,0095 € − 5,00 %', '1 viaggio × 710,00 €']);
    await i18next.changeLanguage('en');
    expect(phoneFigures(renderToStaticMarkup(<ProposalRowsTable proposal={fullProposal()} />))).toEqual(['1,000,000 pz × €0.0095 − 5.00%', '1 viaggio × €710.00']);
    await i18next.changeLanguage('it');
  });
});
