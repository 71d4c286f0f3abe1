import { useActorRef, useSelector } from '@xstate/react';
import { Effect } from 'effect';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { css } from '../../../styled-system/css/index.mjs';
import { mergeProfiles, previewProfileMerge, type Profile } from '../../api/profiles.ts';
import { profileMergeMachine, sourceOf, type MergeMoves, type MergeParty } from '../../machines/profileMerge/profileMerge.machine.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Alert } from '../components/Alert.tsx';
import { Button } from '../components/Button.tsx';
import { Dialog } from '../components/Dialog.tsx';
import { errorTagText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { RemoteCombobox } from '../components/RemoteCombobox.tsx';
import { profileOptions } from './directoryOptions.ts';

export type MergeDialogProps = { profile: Profile; onClose: () => void; onMerged: (survivor: Profile) => void };

const MOVES = ['contacts', 'media', 'events', 'salesReports', 'tasks', 'works', 'quotes'] as const;

/** Merge two profiles: pick the other one, choose the survivor, see what moves, confirm (profileMerge statechart). */
export const MergeDialog = ({ profile, onClose, onMerged }: MergeDialogProps) => {
  const { t } = useTranslation(['directory', 'common']);
  const { client } = useApiClients();
  const actor = useActorRef(
    profileMergeMachine.provide({
      actors: {
        loadPreview: fromPromise(({ input, signal }) =>
          Effect.runPromise(
            Effect.map(previewProfileMerge(client, input.survivorId, input.sourceIds), (rows): readonly MergeMoves[] => rows),
            { signal },
          ),
        ),
        mergeProfiles: fromPromise(({ input, signal }) => Effect.runPromise(mergeProfiles(client, input.survivorId, input.sourceIds), { signal })),
      },
      actions: {
        merged: (_, params) => {
          notify.success(t('directory:merge.merged'));
          onMerged(params.survivor as Profile);
        },
        mergeFailed: () => notify.error(t('directory:merge.tryLater')),
      },
    }),
    { input: { current: { id: profile.id, name: profile.name } } },
  );
  const state = useSelector(actor, (s) => s.value);
  const other = useSelector(actor, (s) => s.context.other);
  const survivorId = useSelector(actor, (s) => s.context.survivorId);
  const preview = useSelector(actor, (s) => s.context.preview);
  const errorTag = useSelector(actor, (s) => s.context.errorTag);
  const source = useSelector(actor, (s) => sourceOf(s.context));
  const canPreview = useSelector(actor, (s) => s.can({ type: 'merge.preview' }));
  const busy = state === 'merging' || state === 'previewing';
  const current: MergeParty = { id: profile.id, name: profile.name };
  const survivor = survivorId === current.id ? current : other;
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
                    <span>{party.name}</span>
                  </label>
                ))}
              </fieldset>
            ) : null}
          </>
        ) : null}
        {state === 'previewing' ? <p role="status">{t('directory:merge.previewing')}</p> : null}
        {state === 'reviewing' || state === 'merging' || state === 'mergeFailed' ? (
          <div>
            <p>{t('directory:merge.summary', { source: source?.name ?? '', survivor: survivor?.name ?? '' })}</p>
            <ul className={css({ listStyle: 'disc', pl: '5', mt: '1' })} aria-label={t('directory:merge.moves')}>
              {MOVES.map((part) => (
                <li key={part}>{t(`directory:merge.parts.${part}`, { count: preview.reduce((sum, row) => sum + row[part], 0) })}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {state === 'merging' ? <p role="status">{t('directory:merge.inProgress')}</p> : null}
        {(state === 'previewFailed' || state === 'mergeFailed') && errorTag ? (
          <Alert tone="danger">{state === 'mergeFailed' ? t('directory:merge.tryLater') : errorTagText(t, errorTag)}</Alert>
        ) : null}
      </div>
    </Dialog>
  );
};
