import Check from 'lucide-react/icons/check';
import Clock from 'lucide-react/icons/clock';
import X from 'lucide-react/icons/x';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { textOn } from '../../domain/textOn.ts';
import { chipLook } from '../components/vacations/vacationStatus.ts';

// The three looks of a request on the leave calendars, drawn by the same rule as the chips (chipLook), with words.

const SAMPLES = [
  { key: 'pending', look: chipLook({ type: 'vacation', typeDescription: null, status: 'pending' }), Mark: Clock },
  { key: 'approved', look: chipLook({ type: 'vacation', typeDescription: null, status: 'accepted' }), Mark: Check },
  { key: 'rejected', look: chipLook({ type: 'vacation', typeDescription: null, status: 'rejected' }), Mark: X },
] as const;

export const VacationLegend = () => {
  const { t } = useTranslation('vacations');
  return (
    <section aria-labelledby="vacation-legend-title" className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap', textStyle: 'small' })}>
      <h2 id="vacation-legend-title" className={css({ fontWeight: '600', fontSize: 'sm' })}>
        {t('legend.title')}
      </h2>
      <ul className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', listStyle: 'none', m: '0', p: '0' })}>
        {SAMPLES.map(({ key, look, Mark }) => (
          <li key={key} data-testid={`legend-${key}`} className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
            <span
              aria-hidden="true"
              style={look.fill ? { backgroundColor: look.fill, color: textOn(look.fill) } : { borderColor: look.outline ?? undefined }}
              className={css({
                display: 'inline-flex', alignItems: 'center', justifyContent: 'center', w: '6', h: '5', borderRadius: 'sm',
                ...(look.fill ? {} : { bg: 'surface', color: 'text', borderWidth: '2px', borderStyle: 'dashed' }),
              })}
            >
              <Mark size={12} />
            </span>
            <span>{t(`legend.${key}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
};
