import type { ListState } from './useNotificationList.ts';

/**
 * The bell's accessible name (and tooltip), as a key of the `notifications` namespace and its count. Until the first
 * list arrives the count is not known: the name says it is loading, not "none unread" (which a screen-reader user took
 * for the answer). A reload over a known list keeps the known count (its status stays `ready`).
 */
export const bellLabel = (state: Pick<ListState, 'status' | 'unread'>): { readonly key: 'bellLoading' | 'bellNone' | 'bell'; readonly count: number } => {
  if (state.status === 'loading') return { key: 'bellLoading', count: 0 };
  return state.unread === 0 ? { key: 'bellNone', count: 0 } : { key: 'bell', count: state.unread };
};
