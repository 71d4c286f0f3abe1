import { useEffect, useRef } from 'react';
import { focusFirstInvalid } from './focusFirstInvalid.ts';

/**
 * After a rejected submit, focus goes to the first invalid field of the form, so that keyboard and screen-reader
 * users land on what to fix (the field's errors are read with it through aria-describedby). `rejections` counts
 * the rejected submits: each new count focuses once, after the render that shows the errors.
 */
export const useFocusFirstInvalid = (rejections: number) => {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (rejections > 0) focusFirstInvalid(formRef.current);
  }, [rejections]);
  return formRef;
};
