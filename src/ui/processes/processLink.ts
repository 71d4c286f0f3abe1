import { css } from '../../../styled-system/css/index.mjs';

/** A workflow in the side list of Processi and of the technical page; the one shown is aria-current. */
export const processLink = css({
  display: 'block',
  px: '3',
  py: '2',
  borderRadius: 'control',
  color: 'text',
  textDecoration: 'none',
  _hover: { bg: 'surfaceHover' },
  '&[aria-current=page]': { bg: 'accent.subtle', color: 'accent', fontWeight: '600' },
});
