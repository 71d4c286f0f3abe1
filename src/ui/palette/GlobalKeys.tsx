import { useActorRef, useSelector } from '@xstate/react';
import Search from 'lucide-react/icons/search';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import { bindCommandPalette } from '../../machines/commandPalette/commandPalette.logic.ts';
import { selectPaletteOpen } from '../../machines/commandPalette/commandPalette.selectors.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { APP_ROUTES, hasScreen } from '../app/routes.ts';
import { createRouteFor, goToShortcuts } from './moduleShortcuts.ts';
import { isTextEntry, NO_PENDING, readShortcut, type ShortcutAction } from './shortcutKeys.ts';
import { useAccess } from '../app/sessionHooks.ts';

// The palette and the shortcut list arrive with their texts on first use, never with the sign-in screen.
const withPaletteTexts = async <M,>(load: Promise<M>): Promise<M> => {
  const { loadNamespaces } = await import('../../i18n/i18n.ts');
  const [module] = await Promise.all([load, loadNamespaces(['palette'])]);
  return module;
};
const CommandPalette = lazy(() => withPaletteTexts(import('./CommandPalette.tsx')));
const ShortcutsDialog = lazy(() => withPaletteTexts(import('./ShortcutsDialog.tsx')));

/** A modal dialog other than the palette holds the keyboard. */
const dialogOpen = (): boolean => document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]') !== null;

/**
 * The header's search button and the app's keyboard shortcuts (shortcutKeys.ts): Ctrl/Cmd+K opens the
 * command palette (statechart commandPalette), `?` the list of shortcuts, `g` + letter a module, `n` its "new"
 * screen, `/` the list's search field.
 */
export const GlobalKeys = () => {
  const { t } = useTranslation('app');
  const { client } = useApiClients();
  const [location, navigate] = useLocation();
  const access = useAccess();
  // Bound once: `provide` builds a whole new machine (its state tree), and useActorRef would only keep the first
  // anyway (issue 36 point 4: 4 ms of the dashboard's start-up, GlobalKeys rendering more than once).
  const [machine] = useState(() => bindCommandPalette(client));
  const actor = useActorRef(machine);
  const paletteOpen = useSelector(actor, selectPaletteOpen);
  const [helpOpen, setHelpOpen] = useState(false);
  const [helpUsed, setHelpUsed] = useState(false);
  // Mounted once asked for, then kept (closing a dialog must let it hand focus back).
  const [paletteUsed, setPaletteUsed] = useState(false);
  const pending = useRef(NO_PENDING);

  useEffect(() => {
    const perform = (action: ShortcutAction) => {
      switch (action.type) {
        case 'palette':
          setPaletteUsed(true);
          actor.send({ type: 'palette.open' });
          return true;
        case 'help':
          setHelpUsed(true);
          setHelpOpen(true);
          return true;
        case 'goTo': {
          const target = goToShortcuts(access, hasScreen).find((s) => s.letter === action.letter);
          if (!target) return false;
          navigate(target.entry.route);
          return true;
        }
        case 'create': {
          const route = createRouteFor(location, access, APP_ROUTES);
          if (!route) return false;
          navigate(route);
          return true;
        }
        case 'focusSearch': {
          const field = document.querySelector<HTMLElement>('#main input[type="search"]');
          field?.focus();
          return field !== null;
        }
      }
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing) return;
      if (paletteOpen && (e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        actor.send({ type: 'palette.close' });
        return;
      }
      const out = readShortcut(pending.current, {
        key: e.key,
        ctrlKey: e.ctrlKey,
        metaKey: e.metaKey,
        altKey: e.altKey,
        inTextField: isTextEntry(document.activeElement),
        dialogOpen: dialogOpen(),
        at: e.timeStamp,
      });
      pending.current = out.state;
      if (out.action && perform(out.action)) e.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [actor, navigate, location, access, paletteOpen]);

  return (
    <>
      <button
        type="button"
        aria-keyshortcuts="Control+K Meta+K"
        aria-label={t('search.open')}
        onClick={() => {
          setPaletteUsed(true);
          actor.send({ type: 'palette.open' });
        }}
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '2',
          minH: '10',
          px: '3',
          borderWidth: '1px',
          borderColor: 'border',
          borderRadius: 'control',
          bg: 'surface',
          color: 'muted',
          cursor: 'pointer',
          _hover: { bg: 'surfaceHover' },
        })}
      >
        <Search size={18} aria-hidden="true" />
        <span aria-hidden="true" className={css({ display: { base: 'none', sm: 'inline' } })}>
          {t('search.open')}
        </span>
        <kbd aria-hidden="true" className={css({ display: { base: 'none', md: 'inline' }, fontFamily: 'mono', fontSize: 'xs', px: '1', borderWidth: '1px', borderColor: 'border', borderRadius: 'control' })}>
          {t('search.shortcut')}
        </kbd>
      </button>
      <Suspense fallback={null}>
        {paletteUsed ? <CommandPalette actor={actor} /> : null}
        {helpUsed ? <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} /> : null}
      </Suspense>
    </>
  );
};
