import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';

export type SkipLinkProps = { targetId?: string };

const skipLink = css({
  position: 'absolute',
  insetInlineStart: '2',
  top: '-12',
  zIndex: 'skipLink',
  bg: 'accent',
  color: 'accent.fg',
  px: '3',
  py: '2',
  borderRadius: 'control',
  fontWeight: '600',
  _focus: { top: '2' },
});

export const SkipLink = ({ targetId = 'main' }: SkipLinkProps) => {
  const { t } = useTranslation('ui');
  return (
    <a href={`#${targetId}`} className={skipLink}>
      {t('skipLink')}
    </a>
  );
};
