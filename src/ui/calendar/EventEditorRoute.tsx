import Trash2 from 'lucide-react/icons/trash';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearch } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { draftAtSlot, draftOf } from '../../machines/eventEditor/eventDraft.ts';
import { slotOfSearch } from '../../machines/eventEditor/eventSlot.ts';
import { connectEventEditor } from '../../machines/eventEditor/eventEditor.connect.ts';
import { createEventEditorLogic, eventDeletion, isUnchangedSave, loadEditorSetup, type EditorSetup } from '../../machines/eventEditor/eventEditor.logic.ts';
import type { CalendarEvent } from '../../api/calendarEvents.ts';
import type { EventEditorInput } from '../../machines/eventEditor/eventEditor.types.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Alert } from '../components/Alert.tsx';
import { Button } from '../components/Button.tsx';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { useConfirmAction } from '../components/useConfirmAction.ts';
import { ShowProcessButton } from '../components/ShowProcessButton.tsx';
import { ErrorState } from '../components/ErrorState.tsx';
import { errorTagText, messageText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Section } from '../components/Section.tsx';
import type { SelectOption } from '../components/Select.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { usePermission } from '../components/usePermission.ts';
import { idFromParam } from '../components/useRecord.ts';
import { useReturnPath } from '../components/returnPath.ts';
import { EventForm } from './EventForm.tsx';
import { useConnected } from '../components/useConnected.ts';
import { useCurrentUser } from '../app/sessionHooks.ts';
import { formRules } from '../components/formRules.ts';
import { useFocusFirstInvalid } from '../components/useFocusFirstInvalid.ts';
import type { EventDraft } from '../../machines/eventEditor/eventEditor.types.ts';
import { EVENT_DRAFT_RULES } from './eventDraftRules.ts';
import { useRejectedSaves } from './useRejectedSaves.ts';

type EditorProps = {
  readonly input: EventEditorInput;
  readonly calendars: readonly SelectOption[];
  readonly mode: 'create' | 'edit';
  /** The event's calendar is one the user may only read (the server's `writable`): shown, not editable. */
  readonly calendarReadOnly: boolean;
  /** The event as loaded (null when creating): a save that would write nothing new sends nothing. */
  readonly loaded: CalendarEvent | null;
  /** Where Cancel and a save go: the screen the editor was opened from, else the calendar. */
  readonly back: string;
};

const Editor = ({ input, calendars, mode, calendarReadOnly, loaded, back }: EditorProps) => {
  const { t } = useTranslation(['calendar', 'common']);
  const { client } = useApiClients();
  const [, navigate] = useLocation();
  const canUpdate = usePermission(mode === 'create' ? 'events.create' : 'events.update');
  // `before` is the draft as loaded: updates send only the timing that changed.
  const actor = useActorRef(createEventEditorLogic(client, input.draft, loaded), { input });
  const { draft, saving, phase, saved, refusal, errorTag, fieldErrors } = useConnected(actor, connectEventEditor);
  const formRef = useFocusFirstInvalid(useRejectedSaves(actor));
  const entity = t('calendar:entity');
  useEffect(() => {
    if (saved === null) return;
    // Nothing changed: nothing was sent, and the notice says so rather than "updated".
    if (isUnchangedSave(saved, loaded)) notify.info(t('calendar:editor.unchanged'));
    else notify.success(t(mode === 'create' ? 'common:notices.created' : 'common:notices.updated', { name: entity }));
    navigate(back);
  }, [saved, loaded, mode, entity, back, navigate, t]);
  useEffect(() => {
    if (errorTag !== null) notify.error(t(mode === 'create' ? 'common:notices.notCreated' : 'common:notices.notUpdated', { name: entity }));
  }, [errorTag, mode, entity, t]);
  return (
    // "Show process" in the section's header, as the other panels with a statechart place it.
    <Section title={t('calendar:editor.details')} actions={<ShowProcessButton actor={actor} machineId="eventEditor" />}>
      {refusal ? (
        <Alert tone="danger" onDismiss={() => actor.send({ type: 'dismiss' })}>
          {messageText(t, refusal)}
        </Alert>
      ) : null}
      {errorTag ? (
        <Alert tone="danger" onDismiss={() => actor.send({ type: 'dismiss' })}>
          {errorTagText(t, errorTag)}
        </Alert>
      ) : null}
      {calendarReadOnly ? <Alert tone="info">{t('calendar:editor.readOnlyCalendar')}</Alert> : null}
      <p role="status" className={css({ color: 'muted', textStyle: 'small', minH: '5' })}>
        {phase === 'moving' ? t('calendar:editor.moving') : phase === 'updating' ? t('calendar:editor.updating') : ''}
      </p>
      <EventForm
        draft={draft}
        calendars={calendars}
        fieldErrors={fieldErrors}
        saving={saving}
        readOnly={!canUpdate || calendarReadOnly}
        send={(event) => actor.send(event)}
        onCancel={() => navigate(back)}
        formLabel={t(mode === 'create' ? 'calendar:create.title' : 'calendar:edit.title')}
        formRef={formRef}
      />
    </Section>
  );
};

type Loaded =
  | { readonly state: 'loading' }
  | { readonly state: 'failed' }
  | ({ readonly state: 'ready' } & EditorSetup);

/** calendar/events/create and calendar/{calendarId}/events/{eventId}/edit: the event editor. */
const EventEditorRoute = () => {
  const { t } = useTranslation(['calendar', 'common']);
  const { client } = useApiClients();
  const params = useParams<{ calendarId?: string; eventId?: string }>();
  const calendarId = idFromParam(params.calendarId);
  const eventId = idFromParam(params.eventId);
  const mode = params.eventId === undefined ? 'create' : 'edit';
  // A new event started from a slot of the calendar view carries its start in the address (eventSlot.ts).
  const search = useSearch();
  const user = useCurrentUser();
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    const edited = mode === 'edit' && calendarId !== null && eventId !== null ? { calendarId, eventId } : null;
    void loadEditorSetup(client, edited, user?.id, controller.signal).then(
      (setup) => setLoaded({ state: 'ready', ...setup }),
      () => {
        if (!controller.signal.aborted) setLoaded({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [client, mode, calendarId, eventId, user?.id, version]);
  const input = useMemo((): EventEditorInput | null => {
    if (loaded.state !== 'ready') return null;
    const validate = formRules<EventDraft>(t, EVENT_DRAFT_RULES);
    if (loaded.event) return { draft: draftOf(loaded.event), original: { calendarId: loaded.event.calendarId, eventId: loaded.event.id }, validate };
    return { draft: draftAtSlot(loaded.primary, slotOfSearch(search)), original: null, validate };
  }, [loaded, search, t]);
  const title = t(mode === 'create' ? 'calendar:create.title' : 'calendar:edit.title');
  const [, navigate] = useLocation();
  // Opened from another screen (a profile's Events tab): Cancel, Save and Delete go back there.
  const back = useReturnPath('/calendar');
  const entity = t('calendar:entity');
  const remove = useConfirmAction(eventDeletion, {
    onDone: () => {
      notify.success(t('common:notices.deleted', { name: entity }));
      navigate(back);
    },
    onFailed: () => notify.error(t('common:notices.notDeleted', { name: entity })),
  });
  // An event of a vacation request is not deleted here: the request decides about its event (the server answers
  // 409). Nor in a calendar the user may only read (the server's `writable`, the rule its writes check).
  const event = loaded.state === 'ready' ? loaded.event : null;
  const calendarReadOnly = loaded.state === 'ready' && loaded.readOnly;
  const deletable = usePermission('events.delete') && event !== null && event.vacationId === null && !calendarReadOnly;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: t('calendar:title'), href: '/calendar' }, { label: title }]}
        actions={
          deletable && event ? (
            <Button variant="danger" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => remove.ask(event)}>
              {t('common:actions.delete')}
            </Button>
          ) : null
        }
      />
      {loaded.state === 'failed' || (mode === 'edit' && (calendarId === null || eventId === null)) ? (
        <ErrorState onRetry={() => setVersion((v) => v + 1)} />
      ) : input === null || loaded.state !== 'ready' ? (
        <Spinner label={t('common:states.loading')} />
      ) : (
        <Editor key={`${mode}-${eventId ?? search}`} input={input} calendars={loaded.calendars} mode={mode} calendarReadOnly={loaded.readOnly} loaded={loaded.event} back={back} />
      )}
      <ConfirmDialog
        {...remove.dialog}
        destructive
        title={t('common:confirmDeletion.title', { name: remove.payload?.summary?.trim() || t('common:events.untitled') })}
        description={t('common:confirmDeletion.message')}
        confirmLabel={t('common:confirmDeletion.confirm')}
        cancelLabel={t('common:confirmDeletion.cancel')}
        error={remove.errorTag ? errorTagText(t, remove.errorTag) : undefined}
      />
    </div>
  );
};

export default EventEditorRoute;
