import { css } from '../../../styled-system/css/index.mjs';

export type SkeletonProps = { width?: string; height?: string; lines?: number };

const bar = css({
  display: 'block',
  bg: 'surfaceMuted',
  borderRadius: 'sm',
  animation: 'pulse 1.5s ease-in-out infinite',
  _motionReduce: { animation: 'none' },
});

// Decorative: the container that shows skeletons carries aria-busy and the accessible status.
export const Skeleton = ({ width = '100%', height = '0.875rem', lines = 1 }: SkeletonProps) => (
  <span aria-hidden="true" className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
    {Array.from({ length: lines }, (_, index) => (
      <span key={index} className={bar} style={{ width: index === lines - 1 && lines > 1 ? '70%' : width, height }} />
    ))}
  </span>
);
