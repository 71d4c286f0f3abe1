import Copy from 'lucide-react/icons/copy';
import Mail from 'lucide-react/icons/mail';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Quote } from '../../api/quotes.ts';
import { quoteDuplication, quoteSending } from '../../machines/records/quotes.logic.ts';
import { Button } from '../components/Button.tsx';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { notify } from '../components/notify.ts';
import { useCommand } from '../components/useCommand.ts';
import { useConfirmAction } from '../components/useConfirmAction.ts';
import { useDateFormat } from '../components/useDateFormat.ts';
import { expiredHintKey, expiredOn, useTenantToday } from './quoteExpiry.ts';
import { sendFailureKey } from './sendFailure.ts';

/** "Duplicate": the copy opens at once on its own page, with every field of the source (the server copies them all). */
export const QuoteDuplicateAction = ({ quote }: { quote: Quote }) => {
  const { t } = useTranslation(['quotes', 'common']);
  const [, navigate] = useLocation();
  const duplicate = useCommand(quoteDuplication, {
    onDone: (_, copy) => {
      notify.success(t('quotes:duplicate.done', { number: copy.number }));
      navigate(`/quotes/${copy.id}`);
    },
    onFailed: () => notify.error(t('quotes:duplicate.failed')),
  });
  return (
    <Button variant="secondary" icon={<Copy size={16} aria-hidden="true" />} loading={duplicate.running} onClick={() => duplicate.run(quote.id)}>
      {t('quotes:duplicate.action')}
    </Button>
  );
};

/** "Send": e-mails the quote to its customer after a confirmation; an expired quote's confirmation names the day it expired. */
export const QuoteSendAction = ({ quote, onSent }: { quote: Quote; onSent: () => void }) => {
  const { t } = useTranslation(['quotes', 'common']);
  const dates = useDateFormat();
  const today = useTenantToday();
  const send = useConfirmAction(quoteSending, {
    onDone: (target) => {
      notify.success(t('quotes:send.sent', { number: target.number, customer: target.customer.name }));
      onSent();
    },
  });
  // The notice names the failure (spec §8), once per failed attempt: the dialog's own message goes when it is closed.
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !send.dialog.busy && send.errorTag) notify.error(t(sendFailureKey(send.errorTag)));
    wasBusy.current = send.dialog.busy;
  }, [send.dialog.busy, send.errorTag, t]);
  const sendError = send.errorTag ? t(sendFailureKey(send.errorTag)) : undefined;
  const expired = send.payload ? expiredOn(send.payload, today) : null;
  const expiredDate = expired ? dates.date(expired) : '';
  return (
    <>
      <Button variant="primary" icon={<Mail size={16} aria-hidden="true" />} onClick={() => send.ask(quote)}>
        {t('quotes:send.action')}
      </Button>
      <ConfirmDialog
        {...send.dialog}
        title={expired ? t('quotes:send.expiredTitle', { date: expiredDate }) : t('quotes:send.confirmTitle', { number: send.payload?.number ?? '' })}
        description={
          expired
            ? t(expiredHintKey(send.payload?.status ?? 'draft'), { number: send.payload?.number ?? '', date: expiredDate, customer: send.payload?.customer.name ?? '' })
            : t('quotes:send.confirmHint', { customer: send.payload?.customer.name ?? '' })
        }
        confirmLabel={expired ? t('quotes:send.expiredConfirm', { date: expiredDate }) : t('quotes:send.confirm')}
        cancelLabel={t('common:actions.cancel')}
        error={sendError}
      />
    </>
  );
};
