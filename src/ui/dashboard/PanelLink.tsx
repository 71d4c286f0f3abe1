import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';

const linkClass = css({
  display: 'block',
  color: 'inherit',
  textDecoration: 'none',
  mx: '-3',
  my: '-2.5',
  px: '3',
  py: '2.5',
  borderRadius: 'sm',
  _hover: { bg: 'surfaceHover' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
});

/** A dashboard item as a real link to its record or to the screen where it is decided (spec §2 paths). */
export const PanelLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link href={href} className={linkClass}>
    {children}
  </Link>
);
