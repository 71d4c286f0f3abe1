import type { TFunction } from 'i18next';
import type { Vacation } from '../../../api/vacations.ts';

/**
 * What the request's page and the list say once the person's own decision is stored: the status badge changes
 * quietly, and a toast tells the approver it went through ("Richiesta approvata", "Richiesta rifiutata"; a request
 * put back to pending: "Stato cambiato").
 */
export const statusNotice = (t: TFunction, vacation: Pick<Vacation, 'status'>): string =>
  vacation.status === 'accepted' || vacation.status === 'modified'
    ? t('vacations:decision.accepted')
    : vacation.status === 'rejected'
      ? t('vacations:decision.rejected')
      : t('vacations:decision.changed');
