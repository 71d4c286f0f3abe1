import Trash2 from 'lucide-react/icons/trash';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import type { UserVacationHour } from '../../api/userVacationHours.ts';
import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
import { appLanguage } from '../../domain/numericDateFormat.ts';
import { allowanceDeletion, allowanceRecord, allowanceUpdate } from '../../machines/records/vacationHours.logic.ts';
import { Button } from '../components/Button.tsx';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { formRules } from '../components/formRules.ts';
import { errorTagText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { RecordState } from '../components/RecordState.tsx';
import { useConfirmAction } from '../components/useConfirmAction.ts';
import { useForm } from '../components/useForm.ts';
import { usePermission } from '../components/usePermission.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { UserVacationHoursForm } from './UserVacationHoursForm.tsx';
import { hoursBody, hoursRules, hoursToValues, type HoursValues } from './userVacationHoursForm.ts';

const EditHours = ({ hours }: { hours: UserVacationHour }) => {
  const { t, i18n } = useTranslation(['vacations', 'common']);
  const language = appLanguage(i18n.resolvedLanguage ?? i18n.language);
  const [, navigate] = useLocation();
  const form = useForm(allowanceUpdate, {
    initialValues: hoursToValues(hours, language),
    validate: formRules<HoursValues>(t, hoursRules),
    request: (v: HoursValues) => ({ id: hours.id, body: hoursBody(v, language) }),
    onSucceeded: () => {
      notify.success(t('common:notices.updated', { name: t('vacations:hours.entity') }));
      navigate('/user-vacation-hours');
    },
    onFailed: () => notify.error(t('common:notices.notUpdated', { name: t('vacations:hours.entity') })),
  });
  return <UserVacationHoursForm form={form} submitLabel={t('common:actions.save')} onCancel={() => navigate('/user-vacation-hours')} />;
};

/** user-vacation-hours/{hoursId}/edit: change a person's allowance or working time of a year, or delete it. */
const UserVacationHoursEditRoute = () => {
  const { t } = useTranslation(['vacations', 'common']);
  const [, navigate] = useLocation();
  const { hoursId } = useParams<{ hoursId: string }>();
  const canDelete = usePermission('user_vacation_hours.delete');
  const hours = useRecord(allowanceRecord, missingIdMessage(missingId('userVacationHour')), idFromParam(hoursId));
  const remove = useConfirmAction(allowanceDeletion, {
    onDone: () => {
      notify.success(t('common:notices.deleted', { name: t('vacations:hours.entity') }));
      navigate('/user-vacation-hours');
    },
    onFailed: () => notify.error(t('common:notices.notDeleted', { name: t('vacations:hours.entity') })),
  });
  const record = hours.record;
  const title = record ? t('vacations:hours.editOf', { name: record.user.name, year: record.year }) : t('vacations:hours.edit');
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: t('vacations:hours.title'), href: '/user-vacation-hours' }, { label: title }]}
        actions={
          record && canDelete ? (
            <Button variant="danger" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => remove.ask(record)}>
              {t('common:actions.delete')}
            </Button>
          ) : null
        }
      />
      <RecordState {...hours} onRetry={hours.retry}>
        {(current) => <EditHours key={current.id} hours={current} />}
      </RecordState>
      <ConfirmDialog
        {...remove.dialog}
        destructive
        title={t('common:confirmDeletion.title', { name: remove.payload ? t('vacations:hours.editOf', { name: remove.payload.user.name, year: remove.payload.year }) : '' })}
        description={t('vacations:hours.deleteHint')}
        confirmLabel={t('common:confirmDeletion.confirm')}
        cancelLabel={t('common:confirmDeletion.cancel')}
        error={remove.errorTag ? errorTagText(t, remove.errorTag) : undefined}
      />
    </>
  );
};

export default UserVacationHoursEditRoute;
