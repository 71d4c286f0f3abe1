import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';

export type NavLinkProps = {
  href: string;
  className: string;
  children: ReactNode;
  /** Accessible name when the visible content is only an icon (collapsed menu). */
  label?: string;
  title?: string;
  onNavigate?: () => void;
};

/** A navigation link marked `aria-current="page"` on its route and below it. */
export const NavLink = ({ href, className, children, label, title, onNavigate }: NavLinkProps) => {
  const [location] = useLocation();
  const active = location === href || location.startsWith(`${href}/`);
  return (
    <Link href={href} className={className} aria-current={active ? 'page' : undefined} aria-label={label} title={title} onClick={onNavigate}>
      {children}
    </Link>
  );
};
