import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { vacationCreate } from '../../machines/records/vacations.logic.ts';
import { formRules } from '../components/formRules.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { useForm } from '../components/useForm.ts';
import { createVacationBody, emptyVacation, vacationRules, type VacationFormValues } from './vacationForm.ts';
import { useThisYear } from '../components/useThisYear.ts';
import { VacationForm } from './VacationForm.tsx';

/**
 * vacations/create, and vacations/vacation-event/create (a period chosen on the calendar: `?start=&end=`, dates for
 * whole days or date-times). Filing for someone else needs vacations.management (the person picker shows then).
 */
const VacationCreateRoute = () => {
  const { t } = useTranslation(['vacations', 'common']);
  const thisYear = useThisYear();
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const form = useForm(vacationCreate, {
    initialValues: emptyVacation({ start: query.get('start'), end: query.get('end') }),
    validate: formRules<VacationFormValues>(t, vacationRules),
    request: (values: VacationFormValues) => createVacationBody(values),
    onSucceeded: () => {
      notify.success(t('common:notices.created', { name: t('vacations:entity') }));
      navigate('/vacations');
    },
    onFailed: () => notify.error(t('common:notices.notCreated', { name: t('vacations:entity') })),
  });
  return (
    <>
      <PageHeader title={t('vacations:create.title')} breadcrumbs={[{ label: t('vacations:list.title'), href: '/vacations' }, { label: t('vacations:create.title') }]} />
      <VacationForm form={form} mode="create" submitLabel={t('common:actions.create')} onCancel={() => navigate('/vacations')} thisYear={thisYear} />
    </>
  );
};

export default VacationCreateRoute;
