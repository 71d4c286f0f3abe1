import { useActorRef } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { Profile } from '../../api/profiles.ts';
import { connectProfileMerge } from '../../machines/profileMerge/profileMerge.connect.ts';
import { createProfileMergeLogic } from '../../machines/profileMerge/profileMerge.logic.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Alert } from '../components/Alert.tsx';
import { Button } from '../components/Button.tsx';
import { Dialog } from '../components/Dialog.tsx';
import { errorTagText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { RemoteCombobox } from '../components/RemoteCombobox.tsx';
import { profileOptions } from '../../machines/records/profiles.logic.ts';
import { useConnected } from '../components/useConnected.ts';
import { withFullStop } from './fullStop.ts';

export type MergeDialogProps = { profile: Profile; onClose: () => void; onMerged: (survivor: Profile) => void };

/** Merge two profiles: pick the other one, choose the survivor, see what moves, confirm (profileMerge statechart). */
export const MergeDialog = ({ profile, onClose, onMerged }: MergeDialogProps) => {
  const { t } = useTranslation(['directory', 'common']);
  const { client } = useApiClients();
  const actor = useActorRef(
    createProfileMergeLogic({
      client,
      onMerged: (survivor) => {
        notify.success(t('directory:merge.merged'));
        onMerged(survivor);
      },
      onMergeFailed: () => notify.error(t('directory:merge.tryLater')),
    }),
    { input: { current: { id: profile.id, name: profile.name } } },
  );
  const { step: state, busy, current, other, survivorId, survivor, source, canPreview, moves, movingParts, failure } = useConnected(actor, connectProfileMerge);
  // Duplicates usually share their name: the one on screen is told apart from the other ("Rossi" and "Rossi" read alike).
  const partyName = (party: { id: number; name: string } | null): string =>
    party === null ? '' : party.id === current.id ? t('directory:merge.thisProfile', { name: party.name }) : party.name;
  const footer =
    state === 'choosing' ? (
      <>
        <Button variant="secondary" onClick={onClose}>{t('common:actions.cancel')}</Button>
        <Button variant="primary" disabled={!canPreview} onClick={() => actor.send({ type: 'merge.preview' })}>{t('directory:merge.preview')}</Button>
      </>
    ) : state === 'reviewing' ? (
      <>
        <Button variant="secondary" onClick={() => actor.send({ type: 'merge.back' })}>{t('common:actions.back')}</Button>
        <Button variant="danger" onClick={() => actor.send({ type: 'merge.confirm' })}>{t('directory:merge.confirm')}</Button>
      </>
    ) : state === 'previewFailed' || state === 'mergeFailed' ? (
      <>
        <Button variant="secondary" onClick={() => actor.send({ type: 'merge.back' })}>{t('common:actions.back')}</Button>
        <Button variant="primary" onClick={() => actor.send({ type: 'merge.retry' })}>{t('common:actions.retry')}</Button>
      </>
    ) : null;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} busy={busy} title={t('directory:merge.title', { name: profile.name })} description={t('directory:merge.description')} footer={footer}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {state === 'choosing' ? (
          <>
            <RemoteCombobox
              label={t('directory:merge.other')}
              value={other ? String(other.id) : null}
              selectedLabel={other?.name ?? null}
              onValueChange={(value, label) => actor.send({ type: 'merge.pick', profile: value === null ? null : { id: Number(value), name: label ?? '' } })}
              load={profileOptions(client, profile.id)}
              inline
            />
            {other ? (
              <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
                <legend className={css({ fontWeight: '600', mb: '1' })}>{t('directory:merge.survivor')}</legend>
                {[current, other].map((party) => (
                  <label key={party.id} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                    <input type="radio" name="survivor" value={party.id} checked={survivorId === party.id} onChange={() => actor.send({ type: 'merge.keep', survivorId: party.id })} />
                    <span>{partyName(party)}</span>
                  </label>
                ))}
              </fieldset>
            ) : null}
          </>
        ) : null}
        {state === 'previewing' ? <p role="status">{t('directory:merge.previewing')}</p> : null}
        {state === 'reviewing' || state === 'merging' || state === 'mergeFailed' ? (
          <div>
            <p>
              {withFullStop(t('directory:merge.summary', { source: partyName(source), survivor: partyName(survivor) }))}
              {movingParts.length > 0 ? ` ${t('directory:merge.movingIntro')}` : null}
            </p>
            {movingParts.length > 0 ? (
              <ul className={css({ listStyle: 'disc', pl: '5', mt: '1' })} aria-label={t('directory:merge.moves')}>
                {movingParts.map((part) => (
                  <li key={part}>{t(`directory:merge.parts.${part}`, { count: moves[part] })}</li>
                ))}
              </ul>
            ) : (
              <p className={css({ mt: '1' })}>{t('directory:merge.nothingMoves')}</p>
            )}
          </div>
        ) : null}
        {state === 'merging' ? <p role="status">{t('directory:merge.inProgress')}</p> : null}
        {failure ? (
          <Alert tone="danger">{failure.merging ? t('directory:merge.tryLater') : errorTagText(t, failure.errorTag)}</Alert>
        ) : null}
      </div>
    </Dialog>
  );
};
