import { useTranslation } from 'react-i18next';
import type { Vacation } from '../../api/vacations.ts';
import { formatNumber } from '../../domain/numberFormat.ts';
import { vacationHoursToday } from '../../machines/records/vacations.logic.ts';
import { Alert } from '../components/Alert.tsx';
import { useRemoteValue } from '../components/useRemoteValue.ts';

/**
 * A decided request keeps the hours it was decided on (payroll counts them); when the calendar changed since (a new
 * patron saint, a new schedule) today's count differs, and the approver reads both: "calcolate 24 h, oggi sarebbero
 * 16 h". Pending requests are recomputed by the server, so they never show it.
 */
export const HoursRecomputed = ({ vacation }: { vacation: Vacation }) => {
  const { t, i18n } = useTranslation(['vacations']);
  const decided = vacation.status === 'accepted' || vacation.status === 'modified';
  // Read again when the request changes (its stamp); a pending one asks nothing.
  const now = useRemoteValue(vacationHoursToday, decided ? { id: vacation.id, updatedAt: vacation.updatedAt, start: vacation.start, end: vacation.end, user: vacation.user } : null);
  const today = now.loading || now.failed ? null : now.value;
  if (!decided || today === null || Number(today.hours) === Number(vacation.hours)) return null;
  return (
    <Alert tone="info">
      <span data-testid="hours-recomputed">{t('vacations:holidays.recomputed', { stored: formatNumber(vacation.hours, i18n.language), current: formatNumber(today.hours, i18n.language) })}</span>
    </Alert>
  );
};
