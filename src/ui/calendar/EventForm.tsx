import X from 'lucide-react/icons/x';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { EVENT_STATUSES } from '../../domain/constants/events.ts';
import { EVENT_TYPES, eventTypeLabelKey } from '../../domain/constants/eventTypes.ts';
import type { AttendeeDraft, EventDraft, EventEditorEvent } from '../../machines/eventEditor/eventEditor.types.ts';
import { colleagueAttendeeOptions, profileAttendeeOptions, userAttendeeOptions } from '../../machines/eventEditor/eventEditor.logic.ts';
import { usePermission } from '../components/usePermission.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { FormActions } from '../components/FormActions.tsx';
import { FormGrid, FormGridFull } from '../components/FormGrid.tsx';
import { IconButton } from '../components/IconButton.tsx';
import { RemoteCombobox } from '../components/RemoteCombobox.tsx';
import { Select, type SelectOption } from '../components/Select.tsx';
import { Switch } from '../components/Switch.tsx';
import { TextArea } from '../components/TextArea.tsx';
import { TextField } from '../components/TextField.tsx';
import { allDayFirst, allDayLast, endOfLastDay, startOfFirstDay } from './allDayDays.ts';
import { eventDurationText } from './eventDurationText.ts';

export type EventFormProps = {
  readonly draft: EventDraft;
  readonly calendars: readonly SelectOption[];
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
  readonly saving: boolean;
  readonly readOnly: boolean;
  readonly send: (event: EventEditorEvent) => void;
  readonly onCancel: () => void;
  readonly formLabel: string;
  /** The form element, for the focus on its first invalid field after a refused save. */
  readonly formRef?: RefObject<HTMLFormElement | null>;
};

/** Every field of an event (spec §3); timing goes through the editor's rules (start moves the end, end resizes). */
export const EventForm = ({ draft, calendars, fieldErrors, saving, readOnly, send, onCancel, formLabel, formRef }: EventFormProps) => {
  const { t, i18n } = useTranslation(['calendar', 'common']);
  const { client } = useApiClients();
  // Without users.viewAny the users list answers 403: colleagues come from the calendars one may read instead.
  const listsUsers = usePermission('users.viewAny');
  const set = <Field extends 'calendarId' | 'summary' | 'description' | 'allDay' | 'busy' | 'private' | 'type' | 'status' | 'attendees'>(field: Field, value: EventDraft[Field]) =>
    send({ type: 'field.change', field, value });
  const addAttendee = (kind: AttendeeDraft['kind']) => (value: string | null, label: string | null) => {
    if (value === null) return;
    const id = Number(value);
    if (draft.attendees.some((a) => a.kind === kind && a.id === id)) return;
    set('attendees', [...draft.attendees, { kind, id, name: label ?? value }]);
  };
  const typeOptions: SelectOption[] = EVENT_TYPES.map((type) => ({ value: type, label: t(`common:${eventTypeLabelKey(type)}`) }));
  const statusOptions: SelectOption[] = EVENT_STATUSES.map((status) => ({ value: status, label: t(`calendar:status.${status}`) }));
  return (
    <form
      ref={formRef}
      aria-label={formLabel}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'save' });
      }}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <fieldset disabled={readOnly} className={css({ border: '0', p: '0', m: '0', minW: '0' })}>
        <FormGrid>
          <FormGridFull>
            <TextField label={t('calendar:fields.summary')} name="summary" maxLength={255} value={draft.summary} onValueChange={(value) => set('summary', value)} errors={fieldErrors['summary']} />
          </FormGridFull>
          <Select
            label={t('calendar:fields.calendar')}
            name="calendarId"
            required
            options={calendars}
            value={draft.calendarId === null ? null : String(draft.calendarId)}
            onValueChange={(value) => set('calendarId', value === null ? null : Number(value))}
            errors={fieldErrors['calendarId']}
          />
          <Select label={t('calendar:fields.type')} name="type" options={typeOptions} value={draft.type} onValueChange={(value) => set('type', value)} errors={fieldErrors['type']} />
          {draft.allDay ? (
            // Whole days: the first and the last day, as the calendar shows them (allDayDays.ts). Keys: each mode its own field.
            <>
              <DateTimeField key="start-day" label={t('calendar:fields.start')} name="start" mode="date" required value={allDayFirst(draft)} onValueChange={(day) => send({ type: 'start.change', value: startOfFirstDay(day) })} errors={fieldErrors['start']} />
              <DateTimeField key="end-day" label={t('calendar:fields.end')} name="end" mode="date" value={allDayLast(draft)} onValueChange={(day) => send({ type: 'end.change', value: endOfLastDay(day) })} errors={fieldErrors['end']} />
            </>
          ) : (
            <>
              <DateTimeField key="start-time" label={t('calendar:fields.start')} name="start" required value={draft.start} onValueChange={(value) => send({ type: 'start.change', value })} errors={fieldErrors['start']} />
              <DateTimeField key="end-time" label={t('calendar:fields.end')} name="end" value={draft.end} onValueChange={(value) => send({ type: 'end.change', value })} errors={fieldErrors['end']} />
            </>
          )}
          <p className={css({ color: 'muted', textStyle: 'small', gridColumn: '1 / -1' })} data-testid="event-duration">
            {eventDurationText(t, i18n.resolvedLanguage ?? i18n.language, draft.duration)}
          </p>
          <Select
            label={t('calendar:fields.status')}
            name="status"
            options={statusOptions}
            value={draft.status ?? 'confirmed'}
            onValueChange={(value) => {
              const status = EVENT_STATUSES.find((s) => s === value);
              if (status !== undefined) set('status', status);
            }}
            errors={fieldErrors['status']}
          />
          <Switch label={t('calendar:fields.allDay')} name="allDay" checked={draft.allDay} onCheckedChange={(checked) => set('allDay', checked)} />
          <Switch label={t('calendar:fields.busy')} name="busy" checked={draft.busy} onCheckedChange={(checked) => set('busy', checked)} />
          <Switch label={t('calendar:fields.private')} name="private" checked={draft.private} onCheckedChange={(checked) => set('private', checked)} />
          <FormGridFull>
            <TextArea label={t('calendar:fields.description')} name="description" value={draft.description} onValueChange={(value) => set('description', value)} errors={fieldErrors['description']} />
          </FormGridFull>
          <RemoteCombobox label={t('calendar:fields.profileAttendee')} value={null} onValueChange={addAttendee('profile')} load={profileAttendeeOptions(client)} clearOnSelect />
          <RemoteCombobox label={t('calendar:fields.userAttendee')} value={null} onValueChange={addAttendee('user')} load={listsUsers ? userAttendeeOptions(client) : colleagueAttendeeOptions(client)} clearOnSelect />
          <FormGridFull>
            <ul aria-label={t('calendar:fields.attendees')} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: '0', m: '0' })}>
              {draft.attendees.length === 0 ? <li className={css({ color: 'muted', textStyle: 'small' })}>{t('calendar:fields.noAttendees')}</li> : null}
              {draft.attendees.map((a) => (
                <li key={`${a.kind}-${a.id}`} className={css({ display: 'flex', alignItems: 'center', gap: '1', borderWidth: '1px', borderColor: 'border', borderRadius: 'full', pl: '3', pr: '1' })}>
                  <span>{a.name}</span>
                  <IconButton
                    aria-label={t('calendar:fields.removeAttendee', { name: a.name })}
                    icon={<X size={14} aria-hidden="true" />}
                    onClick={() => set('attendees', draft.attendees.filter((x) => !(x.kind === a.kind && x.id === a.id)))}
                  />
                </li>
              ))}
            </ul>
          </FormGridFull>
        </FormGrid>
      </fieldset>
      {readOnly ? null : <FormActions submitLabel={t('common:actions.save')} cancelLabel={t('common:actions.cancel')} saving={saving} onCancel={onCancel} />}
    </form>
  );
};
