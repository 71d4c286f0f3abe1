import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import { popoverContent, popoverItem } from './popoverStyles.ts';

export type MenuItem = { value: string; label: ReactNode; icon?: ReactNode; danger?: boolean; disabled?: boolean };

export type MenuProps = {
  /** Visible trigger content (e.g. an Avatar and a name). */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is not text (e.g. "Account"). */
  triggerLabel?: string;
  items: readonly MenuItem[];
  onSelect: (value: string) => void;
};

// The items' class names, named once for the whole menu (the build turns these literal css() calls into their class
// names: build/staticCssPlugin.ts).
const dangerClass = css({ color: 'danger' });
const itemTextClass = css({ display: 'inline-flex', alignItems: 'center', gap: '2' });

// lazyMount: a closed menu renders its trigger only. The top bar's two menus are mounted on every signed-in page while
// the first screen's answers arrive (src/ui/app/menu/LazyMenu.tsx), and their items (the Add panel's ≈ 18, each an Ark
// item with its contexts and props merged by zag) were ≈ 100 components of one start-up commit that nobody sees until
// a menu opens (issue 36 point 4). The content is mounted at the first opening and then kept, as it was.
export const Menu = ({ trigger, triggerLabel, items, onSelect }: MenuProps) => (
  <ArkMenu.Root onSelect={(details) => onSelect(details.value)} positioning={{ placement: 'bottom-end' }} lazyMount>
    <ArkMenu.Trigger className={button({ variant: 'ghost' })} aria-label={triggerLabel}>
      {trigger}
    </ArkMenu.Trigger>
    <Portal>
      <ArkMenu.Positioner>
        <ArkMenu.Content className={popoverContent}>
          {items.map((item) => (
            <ArkMenu.Item key={item.value} value={item.value} disabled={item.disabled} className={cx(popoverItem, item.danger ? dangerClass : undefined)}>
              <span className={itemTextClass}>
                {item.icon ? <span aria-hidden="true">{item.icon}</span> : null}
                {item.label}
              </span>
            </ArkMenu.Item>
          ))}
        </ArkMenu.Content>
      </ArkMenu.Positioner>
    </Portal>
  </ArkMenu.Root>
);
