import Timer from 'lucide-react/icons/timer';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { css } from '../../../../styled-system/css/index.mjs';
import { connectSectionAccess, gateOf } from '../../../machines/sectionAccess/sectionAccess.connect.ts';
import { useApiClients } from '../../app/ApiClientContext.ts';
import { Dialog } from '../Dialog.tsx';
import { PageHeader } from '../PageHeader.tsx';
import { Spinner } from '../Spinner.tsx';
import { usePermission } from '../usePermission.ts';
import { ShowProcessButton } from '../ShowProcessButton.tsx';
import { sectionAccessActor } from '../../../machines/sectionAccess/sectionAccess.actors.ts';
import { SectionPasswordForm } from './SectionPasswordForm.tsx';
import { minutesSeconds, useCountdown } from './useCountdown.ts';
import { useConnected } from '../useConnected.ts';
import { useCurrentUser, useTenant } from '../../app/sessionHooks.ts';

/**
 * Its own component: the countdown re-renders every second, the guarded screen does not. Mounted on every opening,
 * so each login counts down from its own start.
 */
const RemainingTime = ({ seconds }: { seconds: number }) => {
  const { t } = useTranslation(['sectionAccess']);
  const left = useCountdown(seconds);
  return <span>{t('sectionAccess:remaining', { time: minutesSeconds(left) })}</span>;
};

export type SectionGateProps = {
  /** The section's name on the server (POST /access `section`). */
  readonly section: string;
  /** The section's title as the user knows it (e.g. TPM or Valutazioni). */
  readonly title: string;
  readonly children: ReactNode;
};

/**
 * A password-protected section (spec §4, §7): the screen shows only while the user's last login to the section is
 * valid (10 minutes), with the time left. Before, the password prompt takes the screen's place (nothing of the
 * section is loaded); when the time runs out on an open screen, the prompt covers it so that nothing typed is lost.
 */
export const SectionGate = ({ section, title, children }: SectionGateProps) => {
  const { t } = useTranslation(['sectionAccess']);
  const { client } = useApiClients();
  const [, navigate] = useLocation();
  const user = useCurrentUser();
  const tenant = useTenant();
  const canList = usePermission('sectionAccesses.viewAny');
  const canLogIn = usePermission('sectionAccesses.create');
  const userId = user?.id ?? 0;
  const slug = tenant?.slug ?? '';
  const actor = useMemo(() => sectionAccessActor(client, { tenant: slug, userId, section, canList }), [client, slug, userId, section, canList]);
  const view = useConnected(actor, connectSectionAccess);
  const { phase, busy, failure, remainingSeconds: remaining } = view;
  // Whether this screen was shown open: only then does an ended window cover it instead of replacing it.
  const [shownOpen, setShownOpen] = useState(false);
  if (phase === 'open' && !shownOpen) setShownOpen(true);
  const gate = gateOf(view, shownOpen);
  const submit = (password: string) => actor.send({ type: 'access.submit', password });

  if (!canLogIn) {
    return (
      <div>
        <PageHeader title={title} description={t('sectionAccess:prompt.notAllowed')} />
      </div>
    );
  }
  if (gate === 'checking') return <Spinner label={t('sectionAccess:prompt.checking')} />;
  if (gate === 'prompt') {
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <PageHeader title={title} description={t('sectionAccess:prompt.title')} />
        <SectionPasswordForm busy={busy} failure={failure} onSubmit={submit} />
        <div>
          <ShowProcessButton actor={actor} machineId="sectionAccess" />
        </div>
      </div>
    );
  }
  return (
    <>
      <p className={css({ display: 'flex', alignItems: 'center', gap: '2', textStyle: 'small', color: 'muted', mb: '2' })}>
        <Timer size={14} aria-hidden="true" />
        {phase === 'open' ? <RemainingTime seconds={remaining} /> : <span>{t('sectionAccess:ended')}</span>}
      </p>
      {children}
      <Dialog
        open={gate === 'covered'}
        onOpenChange={(open) => {
          if (!open) navigate('/dashboard');
        }}
        busy={busy}
        title={t('sectionAccess:prompt.expiredTitle', { section: title })}
      >
        <SectionPasswordForm busy={busy} failure={failure} onSubmit={submit} />
      </Dialog>
    </>
  );
};
