import { useTranslation } from 'react-i18next';
import { css } from '../../../../styled-system/css/index.mjs';
import type { Vacation } from '../../../api/vacations.ts';
import { Badge } from '../Badge.tsx';
import { STATUS_TONES, vacationColour } from './vacationStatus.ts';

/** The status in words, beside a swatch of the colour the request has in the calendar. */
export const VacationStatusBadge = ({ vacation }: { vacation: Pick<Vacation, 'type' | 'typeDescription' | 'status'> }) => {
  const { t } = useTranslation('vacations');
  const colour = vacationColour(vacation);
  return (
    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })} data-status={vacation.status} data-colour={colour}>
      <span aria-hidden="true" style={{ backgroundColor: colour }} className={css({ w: '3', h: '3', borderRadius: 'full', borderWidth: '1px', borderColor: 'border', flexShrink: 0 })} />
      <Badge tone={STATUS_TONES[vacation.status]}>{t(`statuses.${vacation.status}`)}</Badge>
    </span>
  );
};
