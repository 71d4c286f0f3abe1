import { useActorRef, useSelector } from '@xstate/react';
import { Effect } from 'effect';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { getCalendarEvent, type CalendarEvent } from '../../api/calendarEvents.ts';
import { listMyCalendars } from '../../api/calendarSubscriptions.ts';
import type { EventDraft, EventEditorInput } from '../../machines/eventEditor/eventEditor.types.ts';
import { selectUser } from '../../machines/session/session.selectors.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { SessionContext } from '../app/SessionContext.ts';
import { Alert } from '../components/Alert.tsx';
import { ShowProcessButton } from '../processes/ShowProcessButton.tsx';
import { ErrorState } from '../components/ErrorState.tsx';
import { errorTagText, messageText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Section } from '../components/Section.tsx';
import type { SelectOption } from '../components/Select.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { usePermission } from '../components/usePermission.ts';
import { idFromParam } from '../components/useRecord.ts';
import { draftOf, emptyDraft } from './eventDraft.ts';
import { provideEventEditor } from './eventEditorActors.ts';
import { EventForm } from './EventForm.tsx';

type EditorProps = { readonly input: EventEditorInput; readonly calendars: readonly SelectOption[]; readonly mode: 'create' | 'edit' };

const Editor = ({ input, calendars, mode }: EditorProps) => {
  const { t } = useTranslation(['calendar', 'common']);
  const { client } = useApiClients();
  const [, navigate] = useLocation();
  const canUpdate = usePermission(mode === 'create' ? 'events.create' : 'events.update');
  const before: EventDraft = input.draft;
  const actor = useActorRef(
    provideEventEditor(client, before),
    { input },
  );
  const draft = useSelector(actor, (s) => s.context.draft);
  const saving = useSelector(actor, (s) => s.matches('creating') || s.matches('moving') || s.matches('updating'));
  const phase = useSelector(actor, (s) => (s.matches('moving') ? 'moving' : s.matches('updating') ? 'updating' : null));
  const saved = useSelector(actor, (s) => (s.matches('saved') ? s.context.saved : null));
  const refusal = useSelector(actor, (s) => s.context.refusal);
  const errorTag = useSelector(actor, (s) => s.context.errorTag);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const entity = t('calendar:entity');
  useEffect(() => {
    if (saved === null) return;
    notify.success(t(mode === 'create' ? 'common:notices.created' : 'common:notices.updated', { name: entity }));
    navigate('/calendar');
  }, [saved, mode, entity, navigate, t]);
  useEffect(() => {
    if (errorTag !== null) notify.error(t(mode === 'create' ? 'common:notices.notCreated' : 'common:notices.notUpdated', { name: entity }));
  }, [errorTag, mode, entity, t]);
  return (
    <>
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
      <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
        <ShowProcessButton actor={actor} machineId="eventEditor" />
      </div>
      <p role="status" className={css({ color: 'muted', textStyle: 'small', minH: '5' })}>
        {phase === 'moving' ? t('calendar:editor.moving') : phase === 'updating' ? t('calendar:editor.updating') : ''}
      </p>
      <EventForm
        draft={draft}
        calendars={calendars}
        fieldErrors={fieldErrors}
        saving={saving}
        readOnly={!canUpdate}
        send={(event) => actor.send(event)}
        onCancel={() => navigate('/calendar')}
        formLabel={t(mode === 'create' ? 'calendar:create.title' : 'calendar:edit.title')}
      />
    </>
  );
};

type Loaded =
  | { readonly state: 'loading' }
  | { readonly state: 'failed' }
  | { readonly state: 'ready'; readonly calendars: readonly SelectOption[]; readonly primary: number | null; readonly event: CalendarEvent | null };

/** calendar/events/create and calendar/{calendarId}/events/{eventId}/edit: the event editor. */
const EventEditorRoute = () => {
  const { t } = useTranslation(['calendar', 'common']);
  const { client } = useApiClients();
  const params = useParams<{ calendarId?: string; eventId?: string }>();
  const calendarId = idFromParam(params.calendarId);
  const eventId = idFromParam(params.eventId);
  const mode = params.eventId === undefined ? 'create' : 'edit';
  const user = SessionContext.useSelector(selectUser);
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    const load = Effect.all({
      mine: listMyCalendars(client, { pageSize: 100 }),
      event: mode === 'edit' && calendarId !== null && eventId !== null ? getCalendarEvent(client, { id: calendarId, eventId }) : Effect.succeed(null),
    });
    void Effect.runPromise(load, { signal: controller.signal }).then(
      ({ mine, event }) => {
        // Events go to calendars the user may write: their own and their companies' (the server checks too).
        const writable = mine.items.filter((c) => c.calendar.owner?.id === user?.id || c.calendar.type === 'company');
        setLoaded({
          state: 'ready',
          calendars: writable.map((c) => ({ value: String(c.calendarId), label: c.calendar.name })),
          primary: writable.find((c) => c.calendar.primary && c.calendar.owner?.id === user?.id)?.calendarId ?? writable[0]?.calendarId ?? null,
          event,
        });
      },
      () => {
        if (!controller.signal.aborted) setLoaded({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [client, mode, calendarId, eventId, user?.id, version]);
  const input = useMemo((): EventEditorInput | null => {
    if (loaded.state !== 'ready') return null;
    if (loaded.event) return { draft: draftOf(loaded.event), original: { calendarId: loaded.event.calendarId, eventId: loaded.event.id } };
    return { draft: emptyDraft(loaded.primary, null), original: null };
  }, [loaded]);
  const title = t(mode === 'create' ? 'calendar:create.title' : 'calendar:edit.title');
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PageHeader title={title} breadcrumbs={[{ label: t('calendar:title'), href: '/calendar' }, { label: title }]} />
      {loaded.state === 'failed' || (mode === 'edit' && (calendarId === null || eventId === null)) ? (
        <ErrorState onRetry={() => setVersion((v) => v + 1)} />
      ) : input === null || loaded.state !== 'ready' ? (
        <Spinner label={t('common:states.loading')} />
      ) : (
        <Section title={t('calendar:editor.details')}>
          <Editor key={`${mode}-${eventId ?? 'new'}`} input={input} calendars={loaded.calendars} mode={mode} />
        </Section>
      )}
    </div>
  );
};

export default EventEditorRoute;
