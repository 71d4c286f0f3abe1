import Send from 'lucide-react/icons/send';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { User } from '../../api/users.ts';
import { invitationResend } from '../../machines/records/users.logic.ts';
import { Button } from '../components/Button.tsx';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { errorTagText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { Section } from '../components/Section.tsx';
import { useConfirmAction } from '../components/useConfirmAction.ts';
import { useDateFormat } from '../components/useDateFormat.ts';
import { usePermission } from '../components/usePermission.ts';


/** A user who has not joined yet: a fresh join link by mail (the earlier links stop working). */
export const ResendInvitationSection = ({ user }: { user: User }) => {
  const { t } = useTranslation(['admin', 'settings']);
  const dates = useDateFormat();
  const canInvite = usePermission('users.create');
  const resend = useConfirmAction(invitationResend, {
    onDone: (_, sent) =>
      sent.mailStatus === 'not_sent'
        ? notify.info(t('admin:users.invitationKept', { date: dates.dateTime(sent.expiresAt) }))
        : sent.mailStatus === 'failed'
          ? notify.error(t('admin:users.invitationFailed'))
          : notify.success(t('admin:users.invitationResent', { email: user.email, date: dates.dateTime(sent.expiresAt) })),
    onFailed: () => notify.error(t('admin:users.invitationNotResent')),
  });
  if (!canInvite) return null;
  return (
    <Section title={t('admin:users.invitationSection')}>
      <p className={css({ color: 'muted', fontSize: 'sm', mb: '2' })}>{t('admin:users.invitationDescription', { email: user.email })}</p>
      <Button variant="secondary" onClick={() => resend.ask(user.id)}>
        <Send size={16} aria-hidden="true" />
        <span>{t('admin:users.resendInvitation')}</span>
      </Button>
      <ConfirmDialog
        {...resend.dialog}
        title={t('admin:users.resendInvitationTitle', { name: user.name })}
        description={t('admin:users.resendInvitationDescription')}
        confirmLabel={t('admin:users.resendInvitation')}
        error={resend.errorTag ? errorTagText(t, resend.errorTag) : undefined}
      />
    </Section>
  );
};
