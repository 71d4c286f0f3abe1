import { usePermission } from '../components/usePermission.ts';

/** Whether the user manages leave (the server's rule, vacationHours/scope.ts): everyone's allowances and the payroll report. */
export const useManagesLeave = (): boolean => {
  const manages = usePermission('vacations.management');
  const decides = usePermission('vacations.changeStatus');
  return manages || decides;
};
