import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css/index.mjs';

export type TabItem = {
  value: string;
  label: ReactNode;
  /** Link tab: rendered as an anchor; selecting it calls `onNavigate(href)` (the router navigates). */
  href?: string;
  content?: ReactNode;
  disabled?: boolean;
};

export type TabsProps = {
  items: readonly TabItem[];
  value: string;
  onValueChange?: (value: string) => void;
  onNavigate?: (href: string) => void;
  /** Accessible name of the tab list. */
  label: string;
};

const list = css({
  display: 'flex',
  gap: '1',
  borderBottomWidth: '1px',
  borderColor: 'border',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});
const trigger = css({
  px: '3',
  py: '2',
  whiteSpace: 'nowrap',
  color: 'muted',
  fontWeight: '600',
  borderBottomWidth: '2px',
  borderColor: 'transparent',
  mb: '-1px',
  cursor: 'pointer',
  textDecoration: 'none',
  _hover: { color: 'text' },
  _selected: { color: 'accent', borderColor: 'accent' },
  _disabled: { opacity: 0.55, cursor: 'not-allowed' },
});

export const Tabs = ({ items, value, onValueChange, onNavigate, label }: TabsProps) => (
  <ArkTabs.Root
    value={value}
    onValueChange={(details) => onValueChange?.(details.value)}
    navigate={onNavigate ? (details) => onNavigate(details.href) : undefined}
    activationMode="manual"
  >
    <ArkTabs.List className={list} aria-label={label}>
      {items.map((item) =>
        item.href ? (
          <ArkTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} asChild>
            <a
              href={item.href}
              className={trigger}
              onClick={(event) => {
                if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                onNavigate(item.href ?? '');
              }}
            >
              {item.label}
            </a>
          </ArkTabs.Trigger>
        ) : (
          <ArkTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={trigger}>
            {item.label}
          </ArkTabs.Trigger>
        ),
      )}
    </ArkTabs.List>
    {items.map((item) =>
      item.content !== undefined ? (
        <ArkTabs.Content key={item.value} value={item.value} className={css({ pt: '4' })}>
          {item.content}
        </ArkTabs.Content>
      ) : null,
    )}
  </ArkTabs.Root>
);
