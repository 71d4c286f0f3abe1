import { useTranslation } from 'react-i18next';
import { vacationDuration, type Vacation, type VacationDuration } from '../../api/vacations.ts';
import { formatNumber } from '../../domain/numberFormat.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Alert } from '../components/Alert.tsx';
import { useRemoteValue } from '../components/vacations/useRemoteValue.ts';

/**
 * A decided request keeps the hours it was decided on (payroll counts them); when the calendar changed since (a new
 * patron saint, a new schedule) today's count differs, and the approver reads both: "calcolate 24 h, oggi sarebbero
 * 16 h". Pending requests are recomputed by the server, so they never show it.
 */
export const HoursRecomputed = ({ vacation }: { vacation: Vacation }) => {
  const { t, i18n } = useTranslation(['vacations']);
  const { client } = useApiClients();
  const decided = vacation.status === 'accepted' || vacation.status === 'modified';
  const now = useRemoteValue<VacationDuration>(decided ? `${vacation.id}|${vacation.updatedAt}` : null, () =>
    vacationDuration(client, { userId: vacation.user.id, start: vacation.start, end: vacation.end }),
  );
  if (now.status !== 'ready' || Number(now.value.hours) === Number(vacation.hours)) return null;
  return (
    <Alert tone="info">
      <span data-testid="hours-recomputed">{t('vacations:holidays.recomputed', { stored: formatNumber(vacation.hours, i18n.language), current: formatNumber(now.value.hours, i18n.language) })}</span>
    </Alert>
  );
};
