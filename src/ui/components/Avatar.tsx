import { useState } from 'react';
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
const root = css({ position: 'relative', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0, borderRadius: 'full', overflow: 'hidden', bg: 'accent.subtle', color: 'accent.hover', fontWeight: '700' });
const image = css({ position: 'absolute', inset: '0', w: '100%', h: '100%', objectFit: 'cover' });

type ImageState = 'loading' | 'loaded' | 'failed';

/**
 * Initials until the picture has loaded, and for good when it fails. Plain React rather than Ark's Avatar: it is
 * not interactive, and the guest screens show it, so Ark's runtime stays out of the /login bundle (issue 20).
 */
export const Avatar = ({ name, src, size = 'md', decorative = false }: AvatarProps) => {
  const [state, setState] = useState<{ src: string | null | undefined; image: ImageState }>({ src, image: 'loading' });
  // A new picture starts loading again (state reset during render, React's pattern for derived state).
  if (state.src !== src) setState({ src, image: 'loading' });
  const shown = state.src === src ? state.image : 'loading';
  return (
    <span className={`${root} ${sizes[size]}`} aria-hidden={decorative || undefined} role={decorative ? undefined : 'img'} aria-label={decorative ? undefined : name}>
      {shown === 'loaded' ? null : <span>{initialsOf(name)}</span>}
      {src && shown !== 'failed' ? (
        <img
          src={src}
          alt=""
          className={image}
          style={shown === 'loaded' ? undefined : { visibility: 'hidden' }}
          onLoad={() => setState({ src, image: 'loaded' })}
          onError={() => setState({ src, image: 'failed' })}
        />
      ) : null}
    </span>
  );
};
