import Workflow from 'lucide-react/icons/workflow';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyActorRef } from 'xstate';
import { LazyProcessDrawer as ProcessDrawer } from '../app/lazyProcessDrawer.ts';
import { Button } from './Button.tsx';
import { Spinner } from './Spinner.tsx';

// The diagram (registry, introspection, ELK) loads only when a process is shown: screens carry just this button. Its
// `processes` texts load then too (useTranslation suspends until they are there, under the same fallback).

export type ShowProcessButtonProps = {
  /** The running actor the screen works with: the diagram follows this very actor. */
  readonly actor: AnyActorRef;
  /** Its machine's id in src/machines/registry.ts (e.g. `taskTracking`). */
  readonly machineId: string;
  /** The record the screen shows, when the machine does not hold it (a package): the diagram reads its history. */
  readonly recordId?: number;
};

/**
 * "Show process": opens the live diagram of the screen's running workflow beside the screen (a panel that leaves the
 * screen usable; a dialog on a phone), so that its owner watches it move while using the screen. Shown to whoever sees
 * the screen: its module is theirs, so its workflow is theirs to read in Processi too (processes/processGates.ts), and
 * the record's history it reads needs only the record's own view permission (issue 35 points 1 and 5).
 */
export const ShowProcessButton = ({ actor, machineId, recordId }: ShowProcessButtonProps) => {
  const { t } = useTranslation('ui');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <Button ref={button} variant="secondary" size="sm" icon={<Workflow size={16} aria-hidden="true" />} aria-expanded={open} onClick={() => (open ? close() : setOpen(true))}>
        {t('showProcess.show')}
      </Button>
      {open ? (
        <Suspense fallback={<Spinner size="sm" label={t('showProcess.loading')} />}>
          <ProcessDrawer actor={actor} machineId={machineId} recordId={recordId ?? null} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
};
