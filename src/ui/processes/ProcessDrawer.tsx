import X from 'lucide-react/icons/x';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { AnyActorRef } from 'xstate';
import { css } from '../../../styled-system/css/index.mjs';
import { registryEntry } from '../../machines/registry.ts';
import { useNarrowScreen } from '../app/useNarrowScreen.ts';
import { Dialog } from '../components/Dialog.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { IconButton } from '../components/IconButton.tsx';
import { ActorProcessView } from './ActorProcessView.tsx';
import { usePlainWords } from './usePlainWords.ts';

export type ProcessDrawerProps = {
  readonly actor: AnyActorRef;
  readonly machineId: string;
  /** The record the screen shows, for a workflow whose machine does not hold it (its history is read by it). */
  readonly recordId?: number | null;
  readonly onClose: () => void;
};

const panel = css({
  position: 'fixed',
  insetBlock: '0',
  insetInlineEnd: '0',
  w: 'min(34rem, 48vw)',
  zIndex: 30,
  bg: 'surface',
  borderInlineStartWidth: '1px',
  borderColor: 'border',
  boxShadow: 'overlay',
  overflowY: 'auto',
  p: '4',
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
});

/**
 * The live diagram of a screen's running actor, beside the screen: a non-modal panel (the screen stays usable, its
 * buttons move the diagram); on a phone, where there is no room beside, a dialog. Escape or the close button closes it.
 */
const ProcessDrawer = ({ actor, machineId, recordId = null, onClose }: ProcessDrawerProps) => {
  const { t } = usePlainWords();
  const narrow = useNarrowScreen();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const entry = registryEntry(machineId);
  const title = t('showProcess.title', { title: entry ? t(entry.titleKey) : machineId });
  const body = entry ? <ActorProcessView entry={entry} actor={actor} recordId={recordId} /> : <EmptyState message={t('showProcess.unknown')} />;

  // Opening moves the focus to the panel, so that a keyboard user lands in what just appeared.
  useEffect(() => heading.current?.focus(), []);

  if (narrow) {
    return (
      <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={title}>
        {body}
      </Dialog>
    );
  }
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };
  return (
    <section role="dialog" aria-modal="false" aria-labelledby={headingId} className={panel} onKeyDown={onKeyDown} data-testid="process-drawer">
      <div className={css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '3' })}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={css({ textStyle: 'sectionTitle', _focusVisible: { outline: '2px solid', outlineColor: 'accent' } })}>
          {title}
        </h2>
        <IconButton aria-label={t('showProcess.close')} icon={<X size={18} />} size="sm" onClick={onClose} />
      </div>
      {body}
    </section>
  );
};

export default ProcessDrawer;
