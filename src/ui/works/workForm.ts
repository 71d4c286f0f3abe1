import type { Work, WorkInput } from '../../api/works.ts';
import type { WorkStatus } from '../../domain/statuses.ts';
import { afterOrEqual } from '../../domain/validation/dateOrder.ts';
import { required } from '../../domain/validation/required.ts';
import type { FormSchema } from '../../domain/validation/validateForm.ts';

/** What the work form edits; pickers keep the chosen label beside the id. */
export type WorkFormValues = {
  code: string;
  name: string;
  description: string;
  status: WorkStatus;
  customerId: string | null;
  customerName: string | null;
  workTypeId: string | null;
  workTypeName: string | null;
  startDate: string | null;
  endDate: string | null;
  notes: string;
};

export const emptyWork: WorkFormValues = {
  code: '',
  name: '',
  description: '',
  status: 'active',
  customerId: null,
  customerName: null,
  workTypeId: null,
  workTypeName: null,
  startDate: null,
  endDate: null,
  notes: '',
};

export const workToValues = (work: Work): WorkFormValues => ({
  code: work.code,
  name: work.name,
  description: work.description ?? '',
  status: work.status,
  customerId: work.customer ? String(work.customer.id) : null,
  customerName: work.customer?.name ?? null,
  workTypeId: work.workType ? String(work.workType.id) : null,
  workTypeName: work.workType?.name ?? null,
  startDate: work.startDate,
  endDate: work.endDate,
  notes: work.notes ?? '',
});

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());
const idOf = (value: string | null): number | null => (value === null ? null : Number(value));

/** The request body; an empty code is left out so that the server generates one. */
export const workBody = (values: WorkFormValues): WorkInput => ({
  ...(values.code.trim() === '' ? {} : { code: values.code.trim() }),
  name: values.name.trim(),
  description: blankToNull(values.description),
  status: values.status,
  customerId: idOf(values.customerId),
  workTypeId: idOf(values.workTypeId),
  startDate: values.startDate,
  endDate: values.endDate,
  notes: blankToNull(values.notes),
});

/** Whether saving `values` would write nothing new over what was loaded (`initial`): then nothing is sent. */
export const isWorkUnchanged = (values: WorkFormValues, initial: WorkFormValues): boolean => JSON.stringify(workBody(values)) === JSON.stringify(workBody(initial));

export const workRules: FormSchema<keyof WorkFormValues> = {
  name: [required],
  endDate: [afterOrEqual({ field: 'startDate' })],
};
