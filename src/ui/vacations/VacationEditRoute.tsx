import Trash2 from 'lucide-react/icons/trash';
import { useTranslation } from 'react-i18next';
import { useCallback } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import type { Vacation } from '../../api/vacations.ts';
import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
import { vacationDeletion, vacationRecord, vacationUpdate } from '../../machines/records/vacations.logic.ts';
import { Alert } from '../components/Alert.tsx';
import { Button } from '../components/Button.tsx';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { formRules } from '../components/formRules.ts';
import { errorTagText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { RecordState } from '../components/RecordState.tsx';
import { Section } from '../components/Section.tsx';
import { useConfirmAction } from '../components/useConfirmAction.ts';
import { useForm } from '../components/useForm.ts';
import { useCanActOn } from '../components/useCanActOn.ts';
import { usePermission } from '../components/usePermission.ts';
import { idFromParam, useRecord } from '../components/useRecord.ts';
import { updateVacationBody, vacationRules, vacationToValues, type VacationFormValues } from './vacationForm.ts';
import { VacationDecision } from '../components/vacations/VacationDecision.tsx';
import { statusNotice } from '../components/vacations/statusNotice.ts';
import { VacationHistory } from './VacationHistory.tsx';
import { HoursRecomputed } from './HoursRecomputed.tsx';
import { VacationForm } from './VacationForm.tsx';

const EditFields = ({ vacation, canUpdate, onSaved }: { vacation: Vacation; canUpdate: boolean; onSaved: (v: Vacation) => void }) => {
  const { t } = useTranslation(['vacations', 'common']);
  const [, navigate] = useLocation();
  const form = useForm(vacationUpdate, {
    initialValues: vacationToValues(vacation),
    validate: formRules<VacationFormValues>(t, vacationRules),
    request: (values: VacationFormValues) => ({ id: vacation.id, body: updateVacationBody(values) }),
    onSucceeded: (saved) => {
      notify.success(t('common:notices.updated', { name: t('vacations:entity') }));
      onSaved(saved);
    },
    onFailed: () => notify.error(t('common:notices.notUpdated', { name: t('vacations:entity') })),
  });
  return <VacationForm form={form} mode="edit" readOnly={!canUpdate} submitLabel={t('common:actions.save')} onCancel={() => navigate('/vacations')} thisYear={Number(vacation.start.slice(0, 4))} />;
};

/**
 * vacations/{vacationId}/edit, also reached as vacations/edit?id= and vacations/events/edit?id= (the spec's paths
 * carry no id): the request's decision (the status statechart) above its fields.
 */
const VacationEditRoute = () => {
  const { t } = useTranslation(['vacations', 'common']);
  const [, navigate] = useLocation();
  const { vacationId } = useParams<{ vacationId?: string }>();
  const queryId = new URLSearchParams(useSearch()).get('id') ?? undefined;
  const vacation = useRecord(vacationRecord, missingIdMessage(missingId('vacation')), idFromParam(vacationId ?? queryId));
  // The key, and the record scope: a request outside one's own and one's team's is read-only (the server answers 403).
  const mine = useCanActOn('vacations.management', [vacation.record?.user.id]);
  const canUpdate = usePermission('vacations.update') && mine;
  const canDelete = usePermission('vacations.delete') && mine;
  const remove = useConfirmAction(vacationDeletion, {
    onDone: () => {
      notify.success(t('common:notices.deleted', { name: t('vacations:entity') }));
      navigate('/vacations');
    },
    onFailed: () => notify.error(t('common:notices.notDeleted', { name: t('vacations:entity') })),
  });
  // The requester takes back a request nobody has decided yet, without the key to delete any request (the status
  // statechart decides when: their own, pending); who may delete it is offered Delete instead. Whoever's withdrawal
  // or decision another approver overtook (409) reads the request again (`reload`): its status follows.
  const withdrawn = useCallback(() => {
    notify.success(t('vacations:withdraw.done'));
    navigate('/vacations');
  }, [t, navigate]);
  const record = vacation.record;
  const { reload, replace } = vacation;
  const decided = useCallback(
    (changed: Vacation) => {
      replace(changed);
      notify.success(statusNotice(t, changed));
    },
    [replace, t],
  );
  const title = record ? `${t(`common:eventTypes.${record.type}`)} · ${record.user.name}` : t('vacations:edit.title');
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: t('vacations:list.title'), href: '/vacations' }, { label: title }]}
        actions={
          record && canDelete ? (
            <Button variant="danger" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => remove.ask(record)}>
              {t('common:actions.delete')}
            </Button>
          ) : null
        }
      />
      <RecordState {...vacation} onRetry={vacation.retry}>
        {(current) => (
          <>
            <VacationDecision key={`decision-${current.id}`} vacation={current} onChanged={decided} onOvertaken={reload} {...(canDelete ? {} : { onWithdrawn: withdrawn })} />
            <HoursRecomputed vacation={current} />
            <Section title={t('vacations:edit.formLabel')}>
              {current.status !== 'pending' && canUpdate ? <Alert tone="info">{t('vacations:edit.reopenWarning')}</Alert> : null}
              <EditFields key={`fields-${current.id}-${current.updatedAt}`} vacation={current} canUpdate={canUpdate} onSaved={vacation.replace} />
            </Section>
            <VacationHistory vacation={current} />
          </>
        )}
      </RecordState>
      <ConfirmDialog
        {...remove.dialog}
        destructive
        title={t('common:confirmDeletion.title', { name: t('vacations:entity') })}
        description={t('common:confirmDeletion.message')}
        confirmLabel={t('common:confirmDeletion.confirm')}
        cancelLabel={t('common:confirmDeletion.cancel')}
        error={remove.errorTag ? errorTagText(t, remove.errorTag) : undefined}
      />
    </div>
  );
};

export default VacationEditRoute;
