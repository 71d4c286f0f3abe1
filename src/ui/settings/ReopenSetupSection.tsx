import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { setupReopen } from '../../machines/records/settings.logic.ts';
import { Button } from '../components/Button.tsx';
import { notify } from '../components/notify.ts';
import { Section } from '../components/Section.tsx';
import { useCommand } from '../components/useCommand.ts';

/** Settings → Modules and region: the first-run checklist comes back (its steps keep what was done). */
export const ReopenSetupSection = () => {
  const { t } = useTranslation('settings');
  const [, navigate] = useLocation();
  const reopen = useCommand(setupReopen, {
    onDone: () => navigate('/setup'),
    onFailed: () => notify.error(t('workspace.setupNotReopened')),
  });
  return (
    <Section title={t('workspace.setupTitle')} description={t('workspace.setupDescription')}>
      <div>
        <Button variant="secondary" loading={reopen.running} onClick={() => reopen.run('reopen')}>
          <RotateCcw size={16} aria-hidden="true" />
          <span>{t('workspace.reopenSetup')}</span>
        </Button>
      </div>
    </Section>
  );
};
