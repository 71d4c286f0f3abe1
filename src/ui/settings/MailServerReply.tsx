import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';

/**
 * Why a mail failed, as the mail server answered (`550 5.1.1 Mailbox unavailable`): that server's own words, quoted
 * as they came and marked as not ours to translate, after a line in the reader's language saying whose words they are.
 */
export const MailServerReply = ({ reply }: { readonly reply: string }) => {
  const { t } = useTranslation('settings');
  return (
    <span className={css({ fontSize: 'sm', color: 'fg.muted', wordBreak: 'break-word' })}>
      {t('mail.serverReply')} <q translate="no">{reply}</q>
    </span>
  );
};
