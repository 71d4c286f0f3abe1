import { Progress } from '@ark-ui/react/progress';
import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css/index.mjs';

export type ProgressBarProps = {
  /** 0–100; null for an indeterminate bar. */
  value: number | null;
  /** Accessible name of the progressbar (e.g. the file name). */
  label: string;
  /** Visible label above the bar. */
  visibleLabel?: ReactNode;
  showValue?: boolean;
  tone?: 'accent' | 'success' | 'danger';
};

const ranges = { accent: css({ bg: 'accent' }), success: css({ bg: 'success' }), danger: css({ bg: 'danger' }) };

export const ProgressBar = ({ value, label, visibleLabel, showValue = true, tone = 'accent' }: ProgressBarProps) => (
  <Progress.Root value={value} min={0} max={100} className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' })}>
    {visibleLabel || showValue ? (
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2', textStyle: 'small' })}>
        {visibleLabel ? <Progress.Label className={css({ minW: '0', overflowWrap: 'anywhere' })}>{visibleLabel}</Progress.Label> : <span />}
        {showValue && value !== null ? <Progress.ValueText className={css({ color: 'muted', fontVariantNumeric: 'tabular-nums' })} /> : null}
      </div>
    ) : null}
    <Progress.Track aria-label={label} className={css({ h: '1.5', bg: 'surfaceMuted', borderRadius: 'full', overflow: 'hidden' })}>
      <Progress.Range className={`${css({ h: '100%', transition: 'width 150ms' })} ${ranges[tone]}`} />
    </Progress.Track>
  </Progress.Root>
);
