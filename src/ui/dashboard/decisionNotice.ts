import type { TFunction } from 'i18next';
import type { Vacation } from '../../api/vacations.ts';

/**
 * What the dashboard says once a request is decided from its row: the row leaves the panel at once, and without a
 * word the approver could not tell an approval from a request that merely vanished. Null for any other change.
 */
export const decisionNotice = (t: TFunction, vacation: Pick<Vacation, 'status' | 'user'>): string | null => {
  const name = vacation.user.name;
  if (vacation.status === 'accepted' || vacation.status === 'modified') return t('dashboard:vacations.approved', { name });
  if (vacation.status === 'rejected') return t('dashboard:vacations.rejected', { name });
  return null;
};
