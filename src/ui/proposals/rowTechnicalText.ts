import type { TFunction } from 'i18next';
import type { ProposalRow } from '../../api/proposals.ts';
import { formatNumber } from '../../domain/numberFormat.ts';

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
