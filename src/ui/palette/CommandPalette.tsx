import Search from 'lucide-react/icons/search';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoute, useLocation, useRouter } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { css, cx } from '../../../styled-system/css/index.mjs';
import type { CommandPaletteMachine } from '../../machines/commandPalette/commandPalette.machine.ts';
import { connectCommandPalette } from '../../machines/commandPalette/commandPalette.connect.ts';
import type { SearchGroup } from '../../api/search.ts';
import { Button } from '../components/Button.tsx';
import { Dialog } from '../components/Dialog.tsx';
import { useConnected } from '../components/useConnected.ts';
import { APP_ROUTES, hasScreen } from '../app/routes.ts';
import { hitDetail, hitRoute, localItems, type PaletteItem, type PaletteSection } from './paletteItems.ts';
import { useDateFormat } from '../components/useDateFormat.ts';
import { useHere } from '../components/returnPath.ts';
import { useAccess } from '../app/sessionHooks.ts';

export type CommandPaletteProps = { readonly actor: ActorRefFrom<CommandPaletteMachine> };

const NO_GROUPS: readonly SearchGroup[] = [];

const option = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '2',
  borderRadius: 'control',
  cursor: 'pointer',
  color: 'text',
  '&[aria-selected=true]': { bg: 'accent.subtle', color: 'accent' },
});

/**
 * The command palette (issue 22): one field, the records the server finds (ranked, grouped by kind) and the Add
 * panel's actions and the menu's destinations that match, all reached with the arrows and opened with Enter. The
 * field is a combobox owning a listbox (ARIA 1.2); focus stays in the field, the active option is announced
 * through aria-activedescendant. Escape closes, and the dialog gives focus back to where it was.
 */
const CommandPalette = ({ actor }: CommandPaletteProps) => {
  const { t } = useTranslation(['palette', 'app']);
  const [, navigate] = useLocation();
  const { parser } = useRouter();
  const access = useAccess();
  const dates = useDateFormat();
  // The screen under the palette: a record's editor opened from here returns here.
  const here = useHere();
  const { open, query, phase, groups: found, errorTag } = useConnected(actor, connectCommandPalette);
  // The server's hits count only once it answered for what is typed now (a list kept from a former query is not shown).
  const groups = phase === 'results' ? found : NO_GROUPS;
  const searching = phase === 'waiting' || phase === 'searching';
  const empty = phase === 'empty';
  const failure = phase === 'failed' ? errorTag : null;
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  // The active option, for the list it was chosen in: a new list starts at its first option.
  const [cursor, setCursor] = useState<{ readonly list: readonly PaletteItem[]; readonly index: number }>({ list: [], index: 0 });

  const items = useMemo((): PaletteItem[] => {
    const routeOf = (path: string) => APP_ROUTES.find((route) => matchRoute(parser, route.path, path)[0]);
    const records = groups.flatMap((group) =>
      group.hits.map(
        (hit): PaletteItem => ({
          key: `${group.kind}-${hit.id}`,
          section: group.kind,
          label: hit.title !== '' ? hit.title : t('palette:untitledEvent'),
          detail: hitDetail(hit, dates),
          route: hitRoute(group.kind, hit, access, routeOf, here),
        }),
      ),
    );
    return [...localItems(query, access, hasScreen, t), ...records];
  }, [groups, query, access, parser, t, dates, here]);

  const active = cursor.list === items ? cursor.index : 0;
  const setActive = (next: (index: number) => number) => setCursor({ list: items, index: next(active) });
  const current = items[Math.min(active, items.length - 1)];
  const optionId = (item: PaletteItem) => `${listId}-${item.key}`;
  useEffect(() => {
    if (current) document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (item: PaletteItem | undefined) => {
    if (!item) return;
    actor.send({ type: 'palette.close' });
    navigate(item.route);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const last = items.length - 1;
    if (e.key === 'ArrowDown') setActive((i) => (i >= last ? 0 : i + 1));
    else if (e.key === 'ArrowUp') setActive((i) => (i <= 0 ? last : i - 1));
    else if (e.key === 'Home' && e.ctrlKey) setActive(() => 0);
    else if (e.key === 'End' && e.ctrlKey) setActive(() => last);
    else if (e.key === 'Enter') choose(current);
    else return;
    e.preventDefault();
  };

  // Sections in the order the items come (actions, destinations, then the kinds by their best hit).
  const sections = items.reduce<{ section: PaletteSection; items: PaletteItem[] }[]>((acc, item) => {
    const last = acc[acc.length - 1];
    if (last && last.section === item.section) last.items.push(item);
    else acc.push({ section: item.section, items: [item] });
    return acc;
  }, []);

  const status = failure ? null : searching ? t('palette:searching') : empty && items.length === 0 ? t('palette:empty', { query: query.trim() }) : items.length === 0 ? t('palette:nothing') : t('palette:count', { count: items.length });

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : actor.send({ type: 'palette.close' }))} title={t('palette:title')} initialFocusEl={() => inputRef.current}>
      {/* As wide as the dialog lets it be (32rem less its padding): a minimum of 32rem overflowed it, and the dialog
          scrolled sideways, cutting the title and the field's left edge. */}
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2', borderWidth: '1px', borderColor: 'border', borderRadius: 'control', px: '2', _focusWithin: { outline: '2px solid', outlineColor: 'focusRing' } })}>
          <Search size={18} aria-hidden="true" />
          <input
            ref={inputRef}
            type="text"
            role="combobox"
            aria-label={t('palette:inputLabel')}
            aria-expanded={items.length > 0}
            aria-controls={items.length > 0 ? listId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={current ? optionId(current) : undefined}
            placeholder={t('palette:placeholder')}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(e) => actor.send({ type: 'palette.typed', query: e.target.value })}
            onKeyDown={onKeyDown}
            className={css({ flex: '1', minW: 0, py: '2', bg: 'transparent', color: 'text', outline: 'none' })}
          />
        </div>
        <p role="status" className={css({ textStyle: 'small', color: 'muted', minH: '5' })}>
          {status}
        </p>
        {failure ? (
          <div role="alert" className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
            <span>{t('palette:failed')}</span>
            <Button size="sm" variant="secondary" onClick={() => actor.send({ type: 'palette.retry' })}>
              {t('palette:retry')}
            </Button>
          </div>
        ) : null}
        {/* An empty listbox is invalid ARIA: the status line says there is nothing. */}
        {items.length === 0 ? null : (
          <div id={listId} role="listbox" aria-label={t('palette:listLabel')} className={css({ maxH: '60dvh', overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: '2' })}>
            {sections.map(({ section, items: sectionItems }) => (
              <div key={section} role="group" aria-label={t(`palette:sections.${section}`)}>
                <div aria-hidden="true" className={css({ textStyle: 'small', fontWeight: '600', color: 'muted', px: '3', py: '1' })}>
                  {t(`palette:sections.${section}`)}
                </div>
                {sectionItems.map((item) => {
                  const Icon = item.icon;
                  const selected = item === current;
                  return (
                    <div
                      key={item.key}
                      id={optionId(item)}
                      role="option"
                      aria-selected={selected}
                      className={cx(option)}
                      onMouseMove={() => setActive(() => items.indexOf(item))}
                      onClick={() => choose(item)}
                    >
                      {Icon ? <Icon size={16} aria-hidden="true" /> : null}
                      <span className={css({ flex: '1', minW: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>{item.label}</span>
                      {item.detail ? <span className={css({ textStyle: 'small', color: selected ? 'accent' : 'muted', flexShrink: 0, maxW: '40%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>{item.detail}</span> : null}
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
        )}
        <p className={css({ textStyle: 'small', color: 'muted', display: { base: 'none', sm: 'block' } })}>{t('palette:hint')}</p>
      </div>
    </Dialog>
  );
};

export default CommandPalette;
