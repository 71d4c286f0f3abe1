import type { TFunction } from 'i18next';
import type { ProposalRow } from '../../api/proposals.ts';
import { formatNumber, formatPercent, formatQuantity, formatUnitPrice } from '../../domain/numberFormat.ts';

/** A row's technical line as the PDF prints it ("250×400 mm, 60 µm, bande: …, forature: …, 2 soggetti"); '' without one. */
export const rowTechnicalText = (row: Pick<ProposalRow, 'format' | 'thicknessMicron' | 'bands' | 'punctures' | 'printSubjects'>, t: TFunction, language: string): string =>
  [
    row.format ? `${formatNumber(row.format.widthMm, language)}×${formatNumber(row.format.heightMm, language)} mm` : null,
    row.thicknessMicron === null ? null : `${formatNumber(row.thicknessMicron, language)} µm`,
    row.bands ? t('proposals:rows.bandsText', { bands: row.bands }) : null,
    row.punctures ? t('proposals:rows.puncturesText', { punctures: row.punctures }) : null,
    row.printSubjects === null ? null : t('proposals:rows.printSubjectsText', { count: row.printSubjects }),
  ]
    .filter((part): part is string => part !== null)
    .join(', ');

/**
 * A row's figures on one line for a narrow screen, where their columns are hidden: "1.000.000 pz × 0,0095 € − 5,00 %"
 * (the discount only when there is one).
 */
export const rowFiguresText = (row: Pick<ProposalRow, 'quantity' | 'unit' | 'unitPrice' | 'discountPercent'>, language: string): string => {
  const discounted = Number(row.discountPercent) !== 0;
  return `${formatQuantity(row.quantity, language)} ${row.unit} × ${formatUnitPrice(row.unitPrice, language)}${discounted ? ` − ${formatPercent(row.discountPercent, language)}` : ''}`;
};
