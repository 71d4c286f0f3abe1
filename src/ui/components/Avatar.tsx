import { Avatar as ArkAvatar } from '@ark-ui/react/avatar';
import { css } from '../../../styled-system/css/index.mjs';
import { initialsOf } from './initials.ts';

export type AvatarProps = {
  name: string;
  src?: string | null;
  size?: 'sm' | 'md' | 'lg';
  /** Next to the visible name the avatar is decoration; alone it is labelled with the name. */
  decorative?: boolean;
};

const sizes = { sm: css({ w: '7', h: '7', fontSize: '0.75rem' }), md: css({ w: '9', h: '9', fontSize: '0.875rem' }), lg: css({ w: '14', h: '14', fontSize: '1.25rem' }) };
const root = css({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0, borderRadius: 'full', overflow: 'hidden', bg: 'accent.subtle', color: 'accent.hover', fontWeight: '700' });

export const Avatar = ({ name, src, size = 'md', decorative = false }: AvatarProps) => (
  <ArkAvatar.Root className={`${root} ${sizes[size]}`} aria-hidden={decorative || undefined} role={decorative ? undefined : 'img'} aria-label={decorative ? undefined : name}>
    <ArkAvatar.Fallback>{initialsOf(name)}</ArkAvatar.Fallback>
    {src ? <ArkAvatar.Image src={src} alt="" className={css({ w: '100%', h: '100%', objectFit: 'cover' })} /> : null}
  </ArkAvatar.Root>
);
