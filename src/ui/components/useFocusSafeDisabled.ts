import { useState, type FocusEvent, type MouseEvent } from 'react';

type Handlers = {
  disabled?: boolean | undefined;
  onFocus?: ((event: FocusEvent<HTMLButtonElement>) => void) | undefined;
  onBlur?: ((event: FocusEvent<HTMLButtonElement>) => void) | undefined;
};

/**
 * A button that disables itself while it has focus (Start after starting, Add after adding, Next on the last step)
 * would drop focus to the page body. While focused it stays focusable and is only marked `aria-disabled` (clicks
 * ignored); once focus leaves, the native `disabled` applies.
 */
export const useFocusSafeDisabled = ({ disabled = false, onFocus, onBlur }: Handlers) => {
  const [focused, setFocused] = useState(false);
  return {
    disabled: disabled && !focused,
    softDisabled: disabled,
    onFocus: (event: FocusEvent<HTMLButtonElement>) => {
      setFocused(true);
      onFocus?.(event);
    },
    onBlur: (event: FocusEvent<HTMLButtonElement>) => {
      setFocused(false);
      onBlur?.(event);
    },
    /** True when the click must be ignored (the button is disabled but kept focusable). */
    blocks: (event: MouseEvent<HTMLButtonElement>) => {
      if (!disabled) return false;
      event.preventDefault();
      return true;
    },
  };
};
