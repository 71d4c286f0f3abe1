import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import type { ButtonSize, ButtonVariant } from './Button.tsx';

export type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> & {
  /** Required: an icon alone has no accessible name. */
  'aria-label': string;
  icon: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export const IconButton = ({ icon, variant = 'ghost', size, className, type = 'button', ...rest }: IconButtonProps) => (
  <button {...rest} type={type} title={rest.title ?? rest['aria-label']} className={cx(button({ variant, size, iconOnly: true }), className)}>
    <span aria-hidden="true" className="icon">
      {icon}
    </span>
  </button>
);
