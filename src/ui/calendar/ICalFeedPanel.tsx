import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { calendarFeed, feedCommands, type FeedState } from '../../machines/records/calendar.logic.ts';
import { Button } from '../components/Button.tsx';
import { notify } from '../components/notify.ts';
import { TextField } from '../components/TextField.tsx';
import { useCommand } from '../components/useCommand.ts';
import { useRemoteValue } from '../components/useRemoteValue.ts';

/** The private iCalendar address of the user's calendars: make it (or replace it), read it once, revoke it. */
export const ICalFeedPanel = () => {
  const { t } = useTranslation(['calendar']);
  const feed = useRemoteValue(calendarFeed);
  // After a command: what it answered (the address is shown once, right after it is made).
  const [changed, setChanged] = useState<FeedState | null>(null);
  const state = changed ?? (feed.failed ? null : feed.value);
  const command = useCommand(feedCommands, {
    onDone: (c, next) => {
      setChanged(next);
      notify.success(t(c.kind === 'enable' ? 'calendar:feed.enabled' : 'calendar:feed.revoked'));
    },
    onFailed: () => notify.error(t('calendar:feed.failed')),
  });
  if (state === null) return null;
  return (
    <section aria-labelledby="ical-feed-title" className={css({ display: 'flex', flexDirection: 'column', gap: '2', borderTopWidth: '1px', borderColor: 'border', pt: '3' })}>
      <h2 id="ical-feed-title" className={css({ fontSize: 'md', fontWeight: 'semibold' })}>
        {t('calendar:feed.title')}
      </h2>
      <p className={css({ color: 'muted', textStyle: 'small' })}>{t('calendar:feed.description')}</p>
      {state.url !== null ? (
        <TextField label={t('calendar:feed.address')} name="feedUrl" readOnly value={state.url} onValueChange={() => undefined} onFocus={(e) => e.currentTarget.select()} />
      ) : (
        <p className={css({ textStyle: 'small' })}>{state.enabled ? t('calendar:feed.active') : t('calendar:feed.none')}</p>
      )}
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <Button variant="secondary" size="sm" loading={command.running && command.command?.kind === 'enable'} disabled={command.running} onClick={() => command.run({ kind: 'enable' })}>
          {state.enabled ? t('calendar:feed.rotate') : t('calendar:feed.enable')}
        </Button>
        {state.enabled ? (
          <Button variant="danger" size="sm" disabled={command.running} onClick={() => command.run({ kind: 'revoke' })}>
            {t('calendar:feed.revoke')}
          </Button>
        ) : null}
      </div>
    </section>
  );
};
