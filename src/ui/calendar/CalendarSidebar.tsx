import X from 'lucide-react/icons/x';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { calendarCommands, subscribableCalendars, type CalendarOption } from '../../machines/records/calendar.logic.ts';
import { Button } from '../components/Button.tsx';
import { Checkbox } from '../components/Checkbox.tsx';
import { IconButton } from '../components/IconButton.tsx';
import { notify } from '../components/notify.ts';
import { Select } from '../components/Select.tsx';
import { useCommand } from '../components/useCommand.ts';
import { usePermission } from '../components/usePermission.ts';
import { useRemoteValue } from '../components/useRemoteValue.ts';
import type { MyCalendar } from './calendarTypes.ts';

export type CalendarSidebarProps = {
  readonly calendars: readonly MyCalendar[];
  readonly userId: number | null;
  readonly onChanged: () => void;
};

const swatch = (colour: string) => css({ w: '3', h: '3', borderRadius: 'sm', flexShrink: '0', borderWidth: '1px', borderColor: 'borderStrong' }) + ' ' + colour;

/** The user's calendars and subscriptions: colour, show/hide, subscribe to a colleague's calendar, unsubscribe. */
export const CalendarSidebar = ({ calendars, userId, onChanged }: CalendarSidebarProps) => {
  const { t } = useTranslation(['calendar', 'common']);
  const canSubscribe = usePermission('calendar_subscriptions.subscribeToOthersCalendars');
  const [chosen, setChosen] = useState<string | null>(null);
  const known = new Set(calendars.map((c) => c.calendarId));
  const knownKey = [...known].join(',');
  const othersRead = useRemoteValue(subscribableCalendars, { canSubscribe, userId, known: knownKey });
  const others: readonly CalendarOption[] = othersRead.failed ? [] : (othersRead.value ?? []);
  const command = useCommand(calendarCommands, {
    onDone: (done) => {
      if (done.kind === 'subscribe') {
        notify.success(t('calendar:notices.subscriptionCompleted', { name: done.name }));
        setChosen(null);
      }
      if (done.kind === 'unsubscribe') notify.success(t('common:notices.unsubscribed', { name: done.name }));
      onChanged();
    },
    onFailed: (failed) => {
      if (failed.kind === 'subscribe') notify.error(t('calendar:notices.subscriptionNotCompleted', { name: failed.name }));
      else if (failed.kind === 'unsubscribe') notify.error(t('common:notices.notUnsubscribed', { name: failed.name }));
      else notify.error(t('common:notices.notUpdated', { name: failed.name }));
    },
  });
  const nameOf = (c: MyCalendar) => (c.calendar.owner && c.calendar.owner.id !== userId ? `${c.calendar.owner.name} · ${c.calendar.name}` : c.calendar.name);
  const subscribable = others.filter((o) => !known.has(Number(o.value)));
  return (
    <aside aria-label={t('calendar:sidebar.title')} className={css({ display: 'flex', flexDirection: 'column', gap: '3', minW: '0' })}>
      <h2 className={css({ textStyle: 'heading', fontSize: 'md', fontWeight: 'semibold' })}>{t('calendar:sidebar.title')}</h2>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0', m: '0' })}>
        {calendars.map((c) => {
          const name = nameOf(c);
          const own = c.calendar.owner?.id === userId;
          const colour = c.backgroundColor ?? c.calendar.backgroundColor;
          return (
            <li key={c.id} className={css({ display: 'flex', alignItems: 'center', gap: '2', minW: '0' })}>
              <span aria-hidden="true" className={swatch('')} style={{ background: colour }} />
              <div className={css({ flex: '1', minW: '0', overflowWrap: 'anywhere' })}>
                <Checkbox
                  label={name}
                  name={`calendar-${c.calendarId}`}
                  checked={c.selected}
                  disabled={command.running}
                  onCheckedChange={(checked) => command.run({ kind: 'show', subscriptionId: c.id, selected: checked, name })}
                />
              </div>
              {!own ? (
                <IconButton
                  aria-label={t('calendar:sidebar.unsubscribe', { name })}
                  icon={<X size={14} aria-hidden="true" />}
                  disabled={command.running}
                  onClick={() => command.run({ kind: 'unsubscribe', subscriptionId: c.id, name })}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      {canSubscribe ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <Select
            label={t('calendar:sidebar.colleague')}
            name="subscribe"
            options={subscribable}
            value={chosen}
            placeholder={subscribable.length === 0 ? t('calendar:sidebar.noColleague') : t('calendar:sidebar.choose')}
            onValueChange={setChosen}
            disabled={subscribable.length === 0}
          />
          <Button
            variant="secondary"
            disabled={chosen === null || command.running}
            onClick={() => {
              const option = subscribable.find((o) => o.value === chosen);
              if (option) command.run({ kind: 'subscribe', calendarId: Number(option.value), name: option.label });
            }}
          >
            {t('calendar:sidebar.subscribe')}
          </Button>
        </div>
      ) : null}
    </aside>
  );
};
