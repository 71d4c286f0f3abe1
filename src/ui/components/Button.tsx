import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { cx } from '../../../styled-system/css/index.mjs';
import { button } from '../../../styled-system/recipes/index.mjs';
import { Spinner } from './Spinner.tsx';
import { useFocusSafeDisabled } from './useFocusSafeDisabled.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Busy: announced with aria-busy, clicks ignored, focus kept (a disabled button would drop it). */
  loading?: boolean;
  icon?: ReactNode;
  children: ReactNode;
};

export const Button = ({
  variant,
  size,
  loading = false,
  icon,
  children,
  className,
  onClick,
  type = 'button',
  disabled,
  onFocus,
  onBlur,
  ...rest
}: ButtonProps) => {
  const focusSafe = useFocusSafeDisabled({ disabled, onFocus, onBlur });
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (focusSafe.blocks(event)) return;
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={cx(button({ variant, size }), className)}
      aria-busy={loading || undefined}
      disabled={focusSafe.disabled}
      aria-disabled={loading || focusSafe.softDisabled || rest['aria-disabled'] || undefined}
      onFocus={focusSafe.onFocus}
      onBlur={focusSafe.onBlur}
      onClick={handleClick}
    >
      {loading ? <Spinner size="sm" decorative /> : icon}
      <span>{children}</span>
    </button>
  );
};
