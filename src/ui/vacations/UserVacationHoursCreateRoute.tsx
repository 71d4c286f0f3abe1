import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { allowanceCreate } from '../../machines/records/vacationHours.logic.ts';
import { appLanguage } from '../../domain/numericDateFormat.ts';
import { formRules } from '../components/formRules.ts';
import { notify } from '../components/notify.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { useForm } from '../components/useForm.ts';
import { useThisYear } from '../components/useThisYear.ts';
import { UserVacationHoursForm } from './UserVacationHoursForm.tsx';
import { hoursBody, hoursRules, newHoursValues, type HoursValues } from './userVacationHoursForm.ts';

/** user-vacation-hours/create: a person's yearly allowance and the working time their leave is counted in. */
const UserVacationHoursCreateRoute = () => {
  const { t, i18n } = useTranslation(['vacations', 'common']);
  const language = appLanguage(i18n.resolvedLanguage ?? i18n.language);
  const [, navigate] = useLocation();
  const thisYear = useThisYear();
  const form = useForm(allowanceCreate, {
    initialValues: newHoursValues(thisYear),
    validate: formRules<HoursValues>(t, hoursRules),
    request: (v: HoursValues) => hoursBody(v, language),
    onSucceeded: () => {
      notify.success(t('common:notices.created', { name: t('vacations:hours.entity') }));
      navigate('/user-vacation-hours');
    },
    onFailed: () => notify.error(t('common:notices.notCreated', { name: t('vacations:hours.entity') })),
  });
  return (
    <>
      <PageHeader title={t('vacations:hours.create')} breadcrumbs={[{ label: t('vacations:hours.title'), href: '/user-vacation-hours' }, { label: t('vacations:hours.create') }]} />
      <UserVacationHoursForm form={form} submitLabel={t('common:actions.create')} onCancel={() => navigate('/user-vacation-hours')} />
    </>
  );
};

export default UserVacationHoursCreateRoute;
