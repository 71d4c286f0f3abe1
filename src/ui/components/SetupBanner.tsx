import Rocket from 'lucide-react/icons/rocket';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import { setupRecord } from '../../machines/records/setup.logic.ts';
import { usePermission } from './usePermission.ts';
import { useRecord } from './useRecord.ts';
import { stepViews } from './setupSteps.ts';

const MISSING = { ns: 'errors', key: 'notFound', params: {} } as const;

const Banner = () => {
  // Not suspending while its texts load: it shows nothing until then, as while its record loads. A suspension here,
  // in the render that reveals the dashboard after its screen frame's spinner, made React hold that whole commit back
  // (its fallback throttle, up to 300 ms) and then redo the render when the texts arrived (issue 36 point 4).
  const { t, ready } = useTranslation('settings', { useSuspense: false });
  const setup = useRecord(setupRecord, MISSING, 1);
  // Quiet while loading or after a failure: the dashboard is what the person came for.
  if (!ready || !setup.record || setup.record.finished) return null;
  const steps = stepViews(setup.record);
  const done = steps.filter((s) => s.done).length;
  return (
    <aside aria-labelledby="setup-banner-title" className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', p: '4', borderWidth: '1px', borderColor: 'accent', borderRadius: 'lg', bg: 'bg.surface' })}>
      <Rocket size={24} aria-hidden="true" className={css({ color: 'accent', flexShrink: 0 })} />
      <div className={css({ flex: '1 1 16rem', minW: 0 })}>
        <h2 id="setup-banner-title" className={css({ fontSize: 'md', fontWeight: 'semibold', m: 0 })}>
          {t('setup.bannerTitle')}
        </h2>
        <p className={css({ m: 0, fontSize: 'sm', color: 'fg.muted' })}>{t('setup.progress', { done, count: steps.length })}</p>
      </div>
      <Link href="/setup" className={button({ variant: 'primary', size: 'sm' })}>
        {done === 0 ? t('setup.start') : t('setup.resume')}
      </Link>
    </aside>
  );
};

/** On the dashboard of a tenant whose first-run checklist is still open: the way back to it (administrators only). */
export const SetupBanner = () => (usePermission('settings.update') ? <Banner /> : null);
