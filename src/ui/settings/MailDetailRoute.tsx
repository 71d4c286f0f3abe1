import Paperclip from 'lucide-react/icons/paperclip';
import Send from 'lucide-react/icons/send';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import type { SentMailDetail } from '../../api/outbox.ts';
import { formatNumber } from '../../domain/numberFormat.ts';
import { mailResend, sentMailRecord } from '../../machines/records/settings.logic.ts';
import { Button } from '../components/Button.tsx';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { DetailList } from '../components/DetailList.tsx';
import { errorTagText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { RecordState } from '../components/RecordState.tsx';
import { Section } from '../components/Section.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { useConfirmAction } from '../components/useConfirmAction.ts';
import { useDateFormat } from '../components/useDateFormat.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { MailServerReply } from './MailServerReply.tsx';
import { MAIL_STATUS_TONES } from './mailStatus.ts';

const MISSING = { ns: 'errors', key: 'notFound', params: {} } as const;

const bodyStyle = css({ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit', fontSize: 'sm', bg: 'bg.subtle', p: '3', borderRadius: 'md', m: 0 });

const MailMessage = ({ mail }: { mail: SentMailDetail }) => {
  const { t } = useTranslation(['settings', 'common']);
  const [, navigate] = useLocation();
  const dates = useDateFormat();
  const resend = useConfirmAction(mailResend, {
    onDone: (_, sent) => {
      notify.success(t('settings:mail.resent'));
      navigate(`/settings/mail/${sent.id}`);
    },
    onFailed: () => notify.error(t('settings:mail.notResent')),
  });
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <DetailList
        items={[
          { label: t('settings:mail.statusHeader'), value: <StatusBadge status={mail.status} tones={MAIL_STATUS_TONES} label={t(`settings:mail.status.${mail.status}`)} /> },
          ...(mail.status === 'failed' && mail.error ? [{ label: t('settings:mail.reason'), value: <MailServerReply reply={mail.error} /> }] : []),
          ...(mail.status === 'not_sent' ? [{ label: t('settings:mail.reason'), value: t('settings:mail.noServer') }] : []),
          { label: t('settings:mail.when'), value: dates.dateTime(mail.queuedAt) },
          { label: t('settings:mail.from'), value: mail.from ?? '—' },
          { label: t('settings:mail.to'), value: mail.to },
          ...(mail.cc ? [{ label: t('settings:mail.cc'), value: mail.cc }] : []),
          ...(mail.replyTo ? [{ label: t('settings:mail.replyTo'), value: mail.replyTo }] : []),
          ...(mail.resentFrom !== null ? [{ label: t('settings:mail.resentFrom'), value: <Link href={`/settings/mail/${mail.resentFrom}`}>{t('settings:mail.original')}</Link> }] : []),
        ]}
      />
      <div>
        <Button onClick={() => resend.ask(mail.id)}>
          <Send size={16} aria-hidden="true" />
          <span>{t('settings:mail.resend')}</span>
        </Button>
      </div>
      <Section title={t('settings:mail.textVersion')}>
        <pre className={bodyStyle}>{mail.text}</pre>
      </Section>
      {mail.html ? (
        <Section title={t('settings:mail.htmlVersion')}>
          {/* The message as the recipient's mail program shows it; no script runs (empty sandbox). */}
          <iframe title={t('settings:mail.htmlVersion')} sandbox="" srcDoc={mail.html} className={css({ w: 'full', minH: '60', border: '1px solid', borderColor: 'border', borderRadius: 'md', bg: 'white' })} />
        </Section>
      ) : null}
      {mail.attachments.length > 0 ? (
        <Section title={t('settings:mail.attachments')}>
          <ul className={css({ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: '1' })}>
            {mail.attachments.map((file, i) => (
              <li key={`${file.filename}-${i}`} className={css({ display: 'flex', gap: '2', alignItems: 'center', wordBreak: 'break-all' })}>
                <Paperclip size={14} aria-hidden="true" />
                <span>{file.filename}</span>
                <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t('settings:mail.size', { size: formatNumber(Math.max(1, Math.round(file.size / 1024)), dates.language) })}</span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <ConfirmDialog
        {...resend.dialog}
        title={t('settings:mail.resendTitle', { to: mail.to })}
        description={t('settings:mail.resendDescription')}
        confirmLabel={t('settings:mail.resend')}
        error={resend.errorTag ? errorTagText(t, resend.errorTag) : undefined}
      />
    </div>
  );
};

const MailDetail = ({ mailId }: { mailId: string | undefined }) => {
  const { t } = useTranslation(['settings', 'common']);
  const mail = useRecord(sentMailRecord, MISSING, idFromParam(mailId));
  return (
    <>
      <PageHeader title={mail.record?.subject ?? t('settings:mail.message')} breadcrumbs={[{ label: t('settings:mail.title'), href: '/settings/mail' }, { label: t('settings:mail.message') }]} />
      <RecordState {...mail} onRetry={mail.retry}>
        {(record) => <MailMessage key={record.id} mail={record} />}
      </RecordState>
    </>
  );
};

/** settings/mail/{mailId}: one mail as it went (text, HTML, attachments) and sending it again. */
const MailDetailRoute = () => {
  const { mailId } = useParams<{ mailId: string }>();
  // A re-sent mail opens its own entry: a new id is a new record to load.
  return <MailDetail key={mailId} mailId={mailId} />;
};

export default MailDetailRoute;
