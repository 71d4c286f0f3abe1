import { Popover } from '@ark-ui/react/popover';
import { Portal } from '@ark-ui/react/portal';
import { useActorRef } from '@xstate/react';
import Bell from 'lucide-react/icons/bell';
import Check from 'lucide-react/icons/check';
import CheckCheck from 'lucide-react/icons/check-check';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css, cx } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import { connectNotificationStream } from '../../machines/notificationStream/notificationStream.connect.ts';
import { createNotificationStreamLogic } from '../../machines/notificationStream/notificationStream.logic.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Button } from '../components/Button.tsx';
import { IconButton } from '../components/IconButton.tsx';
import { useConnected } from '../components/useConnected.ts';
import { useDateFormat } from '../components/useDateFormat.ts';
import { bellLabel } from './bellLabel.ts';
import { notificationView, periodText } from './notificationView.ts';
import { useNotificationList } from './useNotificationList.ts';

// The header's bell (issue 22 point 4): unread count, a panel with the newest notifications (each links to its
// record and is marked read on the way), "mark all read", kept live by the notification stream while signed in.
// Loaded after sign-in only (lazy, with its namespace); leaving the signed-in layout (sign-out) stops the stream.

const badge = css({
  position: 'absolute',
  top: '0',
  right: '0',
  minW: '5',
  h: '5',
  px: '1',
  borderRadius: 'full',
  bg: 'danger',
  color: 'danger.fg',
  fontSize: 'xs',
  fontWeight: '700',
  // Centred by flex, not by a line height: `lineHeight: '5'` read as 5 × the font size and put the digits below the
  // circle, white on the header's white, so the badge showed a red dot and never the count.
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  lineHeight: '1',
  pointerEvents: 'none',
});

const NotificationBell = () => {
  const { t } = useTranslation('notifications');
  const { t: tc } = useTranslation('common');
  const dates = useDateFormat();
  const { client } = useApiClients();
  const list = useNotificationList(client);
  const [open, setOpen] = useState(false);
  const machine = useMemo(() => createNotificationStreamLogic(client), [client]);
  const stream = useActorRef(machine);
  const { retrying } = useConnected(stream, connectNotificationStream);
  const { reload, arrived, synced } = list;

  useEffect(() => {
    const opened = stream.on('opened', () => reload());
    const received = stream.on('notification', (e) => arrived(e.notification));
    const unread = stream.on('unread', (e) => synced(e.unread));
    return () => {
      opened.unsubscribe();
      received.unsubscribe();
      unread.unsubscribe();
    };
  }, [stream, reload, arrived, synced]);

  const { status, items, unread } = list.state;
  const { key: labelKey, count: labelCount } = bellLabel(list.state);
  const label = t(labelKey, { count: labelCount });

  return (
    <Popover.Root open={open} onOpenChange={(d) => setOpen(d.open)} positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <button type="button" aria-label={label} title={label} className={cx(button({ variant: 'ghost', iconOnly: true }), css({ position: 'relative' }))} data-testid="notification-bell">
          <Bell size={20} aria-hidden="true" />
          {unread > 0 ? (
            <span className={badge} aria-hidden="true">
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner className={css({ zIndex: 'dropdown' })}>
          <Popover.Content
            aria-label={t('title')}
            className={css({
              w: 'min(24rem, calc(100vw - 1rem))',
              maxH: 'min(32rem, calc(100dvh - 5rem))',
              display: 'flex',
              flexDirection: 'column',
              bg: 'surface',
              borderWidth: '1px',
              borderColor: 'border',
              borderRadius: 'card',
              boxShadow: 'overlay',
              outline: 'none',
            })}
          >
            <div className={css({ display: 'flex', alignItems: 'center', gap: '2', px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border' })}>
              <Popover.Title asChild>
                <h2 className={css({ flex: '1', fontWeight: '600', fontSize: 'md', m: '0' })}>{t('title')}</h2>
              </Popover.Title>
              <Button variant="ghost" size="sm" icon={<CheckCheck size={16} aria-hidden="true" />} disabled={unread === 0} onClick={list.markAllRead}>
                {t('markAllRead')}
              </Button>
            </div>
            {retrying ? (
              <p role="status" className={css({ px: '3', py: '1', m: '0', fontSize: 'sm', color: 'muted', bg: 'surfaceMuted' })}>
                {t('offline')}
              </p>
            ) : null}
            <div className={css({ overflowY: 'auto', flex: '1' })}>
              {status === 'loading' && items.length === 0 ? (
                <p role="status" aria-busy="true" className={css({ p: '4', m: '0', color: 'muted' })}>
                  {tc('loading')}
                </p>
              ) : status === 'failed' && items.length === 0 ? (
                <div className={css({ p: '4', display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'flex-start' })}>
                  <p role="alert" className={css({ m: '0' })}>
                    {t('failed')}
                  </p>
                  <Button variant="secondary" size="sm" onClick={list.reload}>
                    {t('retry')}
                  </Button>
                </div>
              ) : items.length === 0 ? (
                <p className={css({ p: '4', m: '0', color: 'muted' })}>{t('empty')}</p>
              ) : (
                <ul className={css({ listStyle: 'none', m: '0', p: '0' })}>
                  {items.map((n) => {
                    const view = notificationView(n);
                    const text = t(view.textKey, { ...view.values, type: tc(`eventTypes.${view.values.type ?? ''}`, { defaultValue: view.values.type ?? '' }) });
                    const isUnread = n.readAt === null;
                    return (
                      <li key={n.id} className={css({ display: 'flex', alignItems: 'flex-start', gap: '1', px: '2', py: '2', borderBottomWidth: '1px', borderColor: 'border', bg: isUnread ? 'accent.subtle' : 'surface' })}>
                        <Link
                          href={view.href}
                          onClick={() => {
                            if (isUnread) list.markRead(n.id);
                            setOpen(false);
                          }}
                          className={css({ flex: '1', minW: 0, display: 'block', px: '1', py: '1', borderRadius: 'control', color: 'text', textDecoration: 'none', _hover: { textDecoration: 'underline' }, _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' } })}
                        >
                          <span className={css({ display: 'block', fontWeight: isUnread ? '600' : '400', overflowWrap: 'anywhere' })}>
                            {isUnread ? <span className={css({ srOnly: true })}>{`${t('unread')}: `}</span> : null}
                            {text}
                          </span>
                          {view.note ? <span className={css({ display: 'block', fontSize: 'sm', overflowWrap: 'anywhere' })}>{t('note', { note: view.note })}</span> : null}
                          <span className={css({ display: 'block', fontSize: 'sm', color: 'muted' })}>
                            {view.previousPeriod ? t('previousPeriod', { period: periodText(dates, view.previousPeriod) }) : ''}
                            {view.period ? `${periodText(dates, view.period)} · ` : ''}
                            {dates.dateTime(n.createdAt)}
                          </span>
                        </Link>
                        {isUnread ? <IconButton size="sm" icon={<Check size={16} />} aria-label={t('markRead', { text })} onClick={() => list.markRead(n.id)} /> : null}
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
};

export default NotificationBell;
