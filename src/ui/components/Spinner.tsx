import LoaderCircle from 'lucide-react/icons/loader-circle';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { VisuallyHidden } from './VisuallyHidden.tsx';

export type SpinnerProps = {
  /** Announced to assistive technology; defaults to the generic "Loading…". */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Inside a control that already says it is busy (aria-busy): no status role, no text. */
  decorative?: boolean;
};

const pixels = { sm: 16, md: 20, lg: 32 } as const;
const spin = css({ animation: 'spin 0.9s linear infinite', color: 'currentColor', _motionReduce: { animation: 'none' } });

export const Spinner = ({ label, size = 'md', decorative = false }: SpinnerProps) => {
  const { t } = useTranslation('ui');
  const icon = <LoaderCircle aria-hidden="true" size={pixels[size]} className={spin} />;
  if (decorative) return icon;
  return (
    <span role="status" className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
      {icon}
      <VisuallyHidden>{label ?? t('loading')}</VisuallyHidden>
    </span>
  );
};
