import type { Sample, SampleInput } from '../../api/samples.ts';
import { required } from '../../domain/validation/required.ts';
import type { FormSchema } from '../../domain/validation/validateForm.ts';

export type TestOutcome = 'passed' | 'failed' | 'to_repeat';
export const TEST_OUTCOMES: readonly TestOutcome[] = ['passed', 'failed', 'to_repeat'];

export type TestResultValues = { id: number | null; date: string | null; outcome: TestOutcome; notes: string };

/** What the sample form edits (the packaging fields of the contract); pickers keep their label beside the id. */
export type SampleFormValues = {
  customerId: string | null;
  customerName: string | null;
  date: string | null;
  agentId: string | null;
  agentName: string | null;
  salesManagerId: string | null;
  salesManagerName: string | null;
  /** Comma-separated, e.g. "PET, PE". */
  materials: string;
  weight: string;
  machineName: string;
  machineType: string;
  packingSpeed: string;
  formatWidth: string;
  formatHeight: string;
  thickness: string;
  priceTarget: string;
  volume: string;
  deliveryTime: string;
  newProject: boolean;
  contact: string;
  customerNotes: string;
  testResults: readonly TestResultValues[];
};

export const emptySample: SampleFormValues = {
  customerId: null,
  customerName: null,
  date: null,
  agentId: null,
  agentName: null,
  salesManagerId: null,
  salesManagerName: null,
  materials: '',
  weight: '',
  machineName: '',
  machineType: '',
  packingSpeed: '',
  formatWidth: '',
  formatHeight: '',
  thickness: '',
  priceTarget: '',
  volume: '',
  deliveryTime: '',
  newProject: false,
  contact: '',
  customerNotes: '',
  testResults: [],
};

const text = (value: string | number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

export const sampleToValues = (sample: Sample): SampleFormValues => ({
  customerId: String(sample.customer.id),
  customerName: sample.customer.name,
  date: sample.date,
  agentId: sample.agent ? String(sample.agent.id) : null,
  agentName: sample.agent?.name ?? null,
  salesManagerId: sample.salesManager ? String(sample.salesManager.id) : null,
  salesManagerName: sample.salesManager?.name ?? null,
  materials: sample.materials.join(', '),
  weight: text(sample.weight),
  machineName: text(sample.machineName),
  machineType: text(sample.machineType),
  packingSpeed: text(sample.packingSpeed),
  formatWidth: text(sample.format?.widthMm),
  formatHeight: text(sample.format?.heightMm),
  thickness: text(sample.thicknessMicron),
  priceTarget: text(sample.priceTarget),
  volume: text(sample.volume),
  deliveryTime: text(sample.deliveryTime),
  newProject: sample.newProject,
  contact: text(sample.customerData.contact),
  customerNotes: text(sample.customerData.notes),
  testResults: sample.testResults.map((result) => ({ id: result.id, date: result.date, outcome: result.outcome, notes: text(result.notes) })),
});

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());
const integer = (value: string): number | null => (value.trim() === '' ? null : Math.trunc(Number(value)));
const decimal = (value: string): string | null => (value.trim() === '' ? null : value.trim().replace(',', '.'));
const idOf = (value: string | null): number | null => (value === null ? null : Number(value));

export const sampleBody = (values: SampleFormValues): SampleInput => {
  const width = integer(values.formatWidth);
  const height = integer(values.formatHeight);
  return {
    customerId: Number(values.customerId),
    ...(values.date ? { date: values.date } : {}),
    agentId: idOf(values.agentId),
    salesManagerId: idOf(values.salesManagerId),
    materials: values.materials.split(',').map((material) => material.trim()).filter((material) => material !== ''),
    weight: decimal(values.weight),
    machineName: blankToNull(values.machineName),
    machineType: blankToNull(values.machineType),
    packingSpeed: integer(values.packingSpeed),
    format: width !== null && height !== null ? { widthMm: width, heightMm: height } : null,
    thicknessMicron: integer(values.thickness),
    priceTarget: decimal(values.priceTarget),
    volume: integer(values.volume),
    deliveryTime: blankToNull(values.deliveryTime),
    newProject: values.newProject,
    customerData: { contact: blankToNull(values.contact), notes: blankToNull(values.customerNotes) },
    testResults: values.testResults
      .filter((result) => result.date !== null)
      .map((result) => ({ ...(result.id === null ? {} : { id: result.id }), date: result.date ?? '', outcome: result.outcome, notes: blankToNull(result.notes) })),
  };
};

export const sampleRules: FormSchema<keyof SampleFormValues> = {
  customerId: [required],
};
