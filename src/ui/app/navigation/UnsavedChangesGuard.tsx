import { useActorRef } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { connectLeaveGuard } from '../../../machines/generic/leaveGuard.connect.ts';
import { bindLeaveGuard } from '../../../machines/generic/leaveGuard.logic.ts';
import type { Leaving } from '../../../machines/generic/leaveGuard.machine.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { hasUnsavedChanges } from '../../components/unsavedChanges.ts';
import { useConnected } from '../../components/useConnected.ts';
import { leaveNow, setLeaveRequester, setPopStateHandler, takeConfirmedBack } from './leaveRequests.ts';

const currentUrl = () => `${window.location.pathname}${window.location.search}`;

/** Same-origin link without modifiers or another target: an in-app navigation the guard may hold back. */
const inAppTarget = (event: MouseEvent): string | null => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target !== '' && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
};

/**
 * Asks before leaving a screen whose forms have unsaved changes (any `useForm`): in-app links and the app's
 * `navigate` (through the router hook), the browser's back and forward buttons (the address is put back while the
 * dialog asks) and, with the browser's own prompt, closing or reloading the tab. Mounted once in the signed-in layout.
 */
export const UnsavedChangesGuard = () => {
  const { t } = useTranslation('ui');
  const shownUrl = useRef(currentUrl());
  // Bound once (leaveNow is a module function): `provide` builds a whole new machine on every call.
  const [machine] = useState(() => bindLeaveGuard(leaveNow));
  const actor = useActorRef(machine);
  const view = useConnected(actor, connectLeaveGuard);

  useEffect(() => {
    const request = (leaving: Leaving, unsaved: boolean) => actor.send({ type: 'leave.request', leaving, unsaved });
    setLeaveRequester((leaving) => {
      const elsewhere = leaving.kind === 'back' || (leaving.to !== currentUrl() && leaving.to !== window.location.pathname);
      request(leaving, elsewhere && hasUnsavedChanges());
    });
    const onClick = (event: MouseEvent) => {
      const to = inAppTarget(event);
      if (to === null || to === currentUrl() || !hasUnsavedChanges()) return;
      // Before the link's own handler (wouter's Link or the browser): the guard decides.
      event.preventDefault();
      event.stopPropagation();
      request({ kind: 'path', to, replace: false }, true);
    };
    // Runs before the router's own popstate listener (see leaveRequests.ts), which is then skipped while asking.
    const onPopState = (event: PopStateEvent) => {
      if (takeConfirmedBack()) {
        // The user already chose to discard the changes.
      } else if (hasUnsavedChanges()) {
        event.stopImmediatePropagation();
        window.history.pushState(null, '', shownUrl.current);
        request({ kind: 'back' }, true);
        return;
      }
      shownUrl.current = currentUrl();
    };
    const onNavigated = () => {
      shownUrl.current = currentUrl();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    document.addEventListener('click', onClick, true);
    setPopStateHandler(onPopState);
    window.addEventListener('pushState', onNavigated);
    window.addEventListener('replaceState', onNavigated);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      setLeaveRequester(null);
      document.removeEventListener('click', onClick, true);
      setPopStateHandler(null);
      window.removeEventListener('pushState', onNavigated);
      window.removeEventListener('replaceState', onNavigated);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [actor]);

  // Its dialog (Ark's dialog root and machine: ≈ 5 ms of the dashboard's start-up, issue 36 point 4) is mounted the
  // first time the guard asks, and kept from then on (it closes with its exit animation and hands focus back).
  const [asked, setAsked] = useState(false);
  if (view.asking && !asked) setAsked(true);
  if (!asked && !view.asking) return null;
  return (
    <ConfirmDialog
      open={view.asking}
      destructive
      title={t('unsavedChanges.title')}
      description={t('unsavedChanges.message')}
      confirmLabel={t('unsavedChanges.discard')}
      cancelLabel={t('unsavedChanges.stay')}
      onConfirm={() => (view.canDiscard ? actor.send({ type: 'leave.discard' }) : undefined)}
      onCancel={() => (view.canStay ? actor.send({ type: 'leave.stay' }) : undefined)}
    />
  );
};
