import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { cx } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import type { ButtonSize, ButtonVariant } from './Button.tsx';
import { useFocusSafeDisabled } from './useFocusSafeDisabled.ts';

export type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> & {
  /** Required: an icon alone has no accessible name. */
  'aria-label': string;
  icon: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export const IconButton = ({ icon, variant = 'ghost', size, className, type = 'button', disabled, onFocus, onBlur, onClick, ...rest }: IconButtonProps) => {
  // Disabling itself while focused (e.g. Next on the last step) keeps focus on it rather than on the page body.
  const focusSafe = useFocusSafeDisabled({ disabled, onFocus, onBlur });
  return (
    <button
      {...rest}
      type={type}
      title={rest.title ?? rest['aria-label']}
      className={cx(button({ variant, size, iconOnly: true }), className)}
      disabled={focusSafe.disabled}
      aria-disabled={focusSafe.softDisabled || rest['aria-disabled'] || undefined}
      onFocus={focusSafe.onFocus}
      onBlur={focusSafe.onBlur}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (!focusSafe.blocks(event)) onClick?.(event);
      }}
    >
      <span aria-hidden="true" className="icon">
        {icon}
      </span>
    </button>
  );
};
