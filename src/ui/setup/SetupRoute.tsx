import CheckCircle2 from 'lucide-react/icons/check-circle-2';
import Circle from 'lucide-react/icons/circle';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { usePermission } from '../components/usePermission.ts';
import { css } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import type { SetupState } from '../../api/setup.ts';
import { setupMarking, setupRecord } from '../../machines/records/setup.logic.ts';
import { Button } from '../components/Button.tsx';
import { errorTagText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { ProgressBar } from '../components/ProgressBar.tsx';
import { RecordState } from '../components/RecordState.tsx';
import { useCommand } from '../components/useCommand.ts';
import { useDateFormat } from '../components/useDateFormat.ts';
import { useRecord } from '../components/useRecord.ts';
import { progressOf, stepViews } from '../components/setupSteps.ts';

/** The checklist is one record per tenant: loaded under a fixed id. */
const SINGLETON = 1;
const MISSING = { ns: 'errors', key: 'notFound', params: {} } as const;

const Checklist = ({ state, onChanged }: { state: SetupState; onChanged: (next: SetupState) => void }) => {
  const { t } = useTranslation(['settings', 'common']);
  const [, navigate] = useLocation();
  const dates = useDateFormat();
  const mark = useCommand(setupMarking, {
    onDone: (command, next) => {
      onChanged(next);
      if (command.step === 'finished' && command.done) {
        notify.success(t('settings:setup.closed'));
        navigate('/dashboard');
      }
    },
    onFailed: () => notify.error(t('settings:setup.notSaved')),
  });
  // The import step's screen is for whoever may import; the others can still skip the step.
  const canImport = usePermission('imports.run');
  const steps = stepViews(state);
  const doneCount = steps.filter((s) => s.done).length;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5', maxW: '44rem' })}>
      <ProgressBar value={progressOf(steps)} label={t('settings:setup.progress', { done: doneCount, count: steps.length })} visibleLabel={t('settings:setup.progress', { done: doneCount, count: steps.length })} showValue={false} tone={doneCount === steps.length ? 'success' : 'accent'} />
      <ol className={css({ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: '3' })}>
        {steps.map((s, index) => (
          <li key={s.step} className={css({ display: 'flex', gap: '3', p: '4', borderWidth: '1px', borderColor: s.done ? 'success' : 'border', borderRadius: 'lg', bg: 'bg.surface' })}>
            <span className={css({ color: s.done ? 'success' : 'fg.muted', pt: '0.5', flexShrink: 0 })}>{s.done ? <CheckCircle2 size={22} aria-hidden="true" /> : <Circle size={22} aria-hidden="true" />}</span>
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', minW: 0, flex: 1 })}>
              <h2 className={css({ fontSize: 'md', fontWeight: 'semibold', m: 0 })}>
                {t('settings:setup.stepNumber', { number: index + 1 })} {t(`settings:setup.steps.${s.step}.title`)}
                <span className={css({ srOnly: true })}>{s.done ? t('settings:setup.doneState') : t('settings:setup.todoState')}</span>
              </h2>
              <p className={css({ m: 0, color: 'fg.muted', fontSize: 'sm' })}>{t(`settings:setup.steps.${s.step}.description`)}</p>
              {s.done && s.doneAt ? <p className={css({ m: 0, fontSize: 'sm' })}>{t(s.skipped ? 'settings:setup.skippedAt' : 'settings:setup.doneAt', { date: dates.dateTime(s.doneAt) })}</p> : null}
              {s.doneByWork ? <p className={css({ m: 0, fontSize: 'sm', color: 'success' })}>{t('settings:setup.steps.import.imported', { count: state.hints.imports })}</p> : null}
              {!s.done && s.looksDone ? <p className={css({ m: 0, fontSize: 'sm', color: 'success' })}>{t(`settings:setup.steps.${s.step}.looksDone`)}</p> : null}
              <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
                {s.step !== 'import' || canImport ? (
                  <Link href={s.href} className={button({ variant: 'secondary', size: 'sm' })}>
                    {t(`settings:setup.steps.${s.step}.open`)}
                  </Link>
                ) : null}
                {/* An import done stays done (undo it from the import screen); skipping is a mark like the others. */}
                {s.doneByWork ? null : (
                  <Button size="sm" variant={s.done ? 'ghost' : 'primary'} loading={mark.running && mark.command?.step === s.step} onClick={() => mark.run({ step: s.step, done: !s.done })}>
                    {s.done ? t('settings:setup.markTodo') : s.step === 'import' ? t('settings:setup.steps.import.skip') : t('settings:setup.markDone')}
                  </Button>
                )}
              </div>
            </div>
          </li>
        ))}
      </ol>
      {mark.errorTag ? <p role="alert" className={css({ color: 'danger', m: 0 })}>{errorTagText(t, mark.errorTag)}</p> : null}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
        <Button variant={doneCount === steps.length ? 'primary' : 'secondary'} loading={mark.running && mark.command?.step === 'finished'} onClick={() => mark.run({ step: 'finished', done: true })}>
          {t('settings:setup.close')}
        </Button>
        <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t('settings:setup.closeHint')}</span>
      </div>
    </div>
  );
};

/** setup: the first-run checklist of a new tenant's administrator, each step saved on its own. */
const SetupRoute = () => {
  const { t } = useTranslation(['settings', 'common']);
  const setup = useRecord(setupRecord, MISSING, SINGLETON);
  return (
    <>
      <PageHeader title={t('settings:setup.title')} description={t('settings:setup.description')} />
      <RecordState {...setup} onRetry={setup.retry}>
        {(state) => <Checklist state={state} onChanged={setup.replace} />}
      </RecordState>
    </>
  );
};

export default SetupRoute;
