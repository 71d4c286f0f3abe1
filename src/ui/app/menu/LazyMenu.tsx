import { lazy, Suspense, type ComponentType } from 'react';
import { button } from '../../../../styled-system/recipes/index.mjs';
import type { MenuProps } from '../../components/Menu.tsx';
import { whenIdle } from '../whenIdle.ts';

// The top bar's menus (account, Add) with Ark's menu, popper and focus handling, ~40 KB of JavaScript the first paint
// does not need: they load just after the shell (a chunk group asked for last, build/signedInChunksPlugin.ts), are
// evaluated and mounted once the main thread is idle (after the first screen's render and its answers: whenIdle.ts),
// and until then the trigger is shown as it will be, disabled (issue 36 point 4).
const Trigger = ({ trigger, triggerLabel }: Pick<MenuProps, 'trigger' | 'triggerLabel'>) => (
  <button type="button" className={button({ variant: 'ghost' })} aria-label={triggerLabel} aria-haspopup="menu" disabled>
    {trigger}
  </button>
);

// A chunk that fails to arrive leaves the disabled trigger in place rather than breaking the layout (as the bell does).
const Menu = lazy(() =>
  whenIdle()
    .then(() => import('../../components/Menu.tsx'))
    .then((module): { default: ComponentType<MenuProps> } => ({ default: module.Menu }))
    .catch(() => ({ default: Trigger })),
);

export const LazyMenu = (props: MenuProps) => (
  <Suspense fallback={<Trigger trigger={props.trigger} triggerLabel={props.triggerLabel} />}>
    <Menu {...props} />
  </Suspense>
);
