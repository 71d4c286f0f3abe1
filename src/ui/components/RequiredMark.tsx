import { field } from '../../../styled-system/recipes/index.mjs';

/** The asterisk after a required field's label; hidden from screen readers, which hear "required" from the control. */
export const RequiredMark = () => (
  <span aria-hidden="true" className={field().required}>
    *
  </span>
);
