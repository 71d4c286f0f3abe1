import { useCallback, useMemo, useReducer, useRef } from 'react';
import type { ApiClient } from '../../api/client.ts';
import type { AppNotification, UnreadState } from '../../api/notifications.ts';
import { notificationCalls, PANEL_SIZE } from '../../machines/records/notifications.logic.ts';

// The bell's list: the newest notifications and the unread count, reloaded whenever the live stream (re)opens (what
// arrived while disconnected is then on the server), and kept current by what the stream brings: new notifications,
// and the unread state when some were marked read elsewhere or removed with their records.

export type ListState = {
  readonly status: 'loading' | 'ready' | 'failed';
  readonly items: readonly AppNotification[];
  readonly unread: number;
};

type Action =
  | { type: 'loading' }
  | { type: 'loaded'; items: readonly AppNotification[]; unread: number }
  | { type: 'failed' }
  | { type: 'arrived'; notification: AppNotification }
  | { type: 'read'; id: number; readAt: string }
  | { type: 'allRead'; readAt: string }
  | { type: 'synced'; unread: UnreadState; readAt: string };

/** How many unread ids, and how many ids read or not, the stream's `unread` event lists at most (the contract: 100). */
const LISTED_UNREAD = 100;
const LISTED_RECENT = 100;

/**
 * Whether the server's state says this notification no longer exists: it knows it (up to `through`), within the ids
 * it lists as still there, and does not list it. Its record was deleted or withdrawn; kept, the entry showed as read
 * and its link led to "not found".
 */
const gonePerServer = (n: AppNotification, unread: UnreadState, present: ReadonlySet<number>, oldestPresent: number): boolean =>
  n.id <= unread.through && !present.has(n.id) && (unread.recent.length < LISTED_RECENT || n.id > oldestPresent);

/** Whether the server's unread state says this notification is read (it knows it, and does not list it). */
const readPerServer = (n: AppNotification, unread: UnreadState, listed: ReadonlySet<number>, oldestListed: number): boolean =>
  n.readAt === null && n.id <= unread.through && !listed.has(n.id) && (unread.ids.length < LISTED_UNREAD || n.id > oldestListed);

export const listReducer = (state: ListState, action: Action): ListState => {
  switch (action.type) {
    case 'loading':
      return state.status === 'ready' ? state : { ...state, status: 'loading' };
    case 'loaded':
      return { status: 'ready', items: action.items, unread: action.unread };
    case 'failed':
      return { ...state, status: 'failed' };
    case 'arrived':
      // A reload may already hold it.
      if (state.items.some((n) => n.id === action.notification.id)) return state;
      return { ...state, items: [action.notification, ...state.items].slice(0, PANEL_SIZE), unread: state.unread + (action.notification.readAt === null ? 1 : 0) };
    case 'read': {
      const was = state.items.find((n) => n.id === action.id);
      if (!was || was.readAt !== null) return state;
      return { ...state, items: state.items.map((n) => (n.id === action.id ? { ...n, readAt: action.readAt } : n)), unread: Math.max(state.unread - 1, 0) };
    }
    case 'allRead':
      return { ...state, items: state.items.map((n) => (n.readAt === null ? { ...n, readAt: action.readAt } : n)), unread: 0 };
    case 'synced': {
      // Removed with its record, or marked read elsewhere (a decision by another approver, another tab): the server's
      // count up to what the stream sent, plus what this list holds beyond it (a reload can be newer than the stream).
      const listed = new Set(action.unread.ids);
      const oldestListed = Math.min(...action.unread.ids);
      const present = new Set(action.unread.recent);
      const oldestPresent = Math.min(...action.unread.recent);
      const items = state.items.filter((n) => !gonePerServer(n, action.unread, present, oldestPresent)).map((n) => (readPerServer(n, action.unread, listed, oldestListed) ? { ...n, readAt: action.readAt } : n));
      const newer = items.filter((n) => n.id > action.unread.through && n.readAt === null).length;
      return { ...state, items, unread: action.unread.count + newer };
    }
  }
};

const INITIAL: ListState = { status: 'loading', items: [], unread: 0 };

export const useNotificationList = (client: ApiClient) => {
  const [state, dispatch] = useReducer(listReducer, INITIAL);
  // Only the newest reload's answer counts (a reconnection may start one while another is on its way).
  const generation = useRef(0);
  const loading = useRef(false);
  // The stream changed the list while a reload was on its way: the answer may predate it (a notification pushed
  // after the server read the page would vanish from the panel), so it is read again.
  const overtaken = useRef(false);
  const calls = useMemo(() => notificationCalls(client), [client]);

  const reload = useCallback(() => {
    const mine = ++generation.current;
    loading.current = true;
    overtaken.current = false;
    dispatch({ type: 'loading' });
    const settle = (action: Action): void => {
      if (mine !== generation.current) return;
      loading.current = false;
      dispatch(action);
      if (overtaken.current) reload();
    };
    calls.loadPanel().then(
      ({ items, unread }) => settle({ type: 'loaded', items, unread }),
      () => settle({ type: 'failed' }),
    );
  }, [calls]);

  const fromStream = useCallback((action: Action) => {
    if (loading.current) overtaken.current = true;
    dispatch(action);
  }, []);

  const arrived = useCallback((notification: AppNotification) => fromStream({ type: 'arrived', notification }), [fromStream]);

  // The panel shows read or unread, not when: any non-null time marks them read.
  const synced = useCallback((unread: UnreadState) => fromStream({ type: 'synced', unread, readAt: 'now' }), [fromStream]);

  const markRead = useCallback(
    (id: number) => {
      calls.markRead(id).then(
        (n) => dispatch({ type: 'read', id, readAt: n.readAt ?? '' }),
        () => undefined,
      );
    },
    [calls],
  );

  const markAllRead = useCallback(() => {
    calls.markAllRead().then(
      () => // The panel shows read or unread, not when: any non-null time marks them read.
        dispatch({ type: 'allRead', readAt: 'now' }),
      () => undefined,
    );
  }, [calls]);

  return { state, reload, arrived, synced, markRead, markAllRead };
};
