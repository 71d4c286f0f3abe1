import type { TFunction } from 'i18next';
import type { Sample, SampleInput } from '../../api/samples.ts';
import type { FieldErrors } from '../../machines/generic/errorTag.ts';
import { decimalForInput, parseDecimalInput } from '../../domain/numberFormat.ts';
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

/** A sample as the form's starting values; decimals as the user's language writes them ("6,8" in Italian). */
export const sampleToValues = (sample: Sample, language: string): SampleFormValues => ({
  customerId: String(sample.customer.id),
  customerName: sample.customer.name,
  date: sample.date,
  agentId: sample.agent ? String(sample.agent.id) : null,
  agentName: sample.agent?.name ?? null,
  salesManagerId: sample.salesManager ? String(sample.salesManager.id) : null,
  salesManagerName: sample.salesManager?.name ?? null,
  materials: sample.materials.join(', '),
  weight: decimalForInput(sample.weight, language),
  machineName: text(sample.machineName),
  machineType: text(sample.machineType),
  packingSpeed: text(sample.packingSpeed),
  formatWidth: text(sample.format?.widthMm),
  formatHeight: text(sample.format?.heightMm),
  thickness: text(sample.thicknessMicron),
  priceTarget: decimalForInput(sample.priceTarget, language),
  volume: text(sample.volume),
  deliveryTime: text(sample.deliveryTime),
  newProject: sample.newProject,
  contact: text(sample.customerData.contact),
  customerNotes: text(sample.customerData.notes),
  testResults: sample.testResults.map((result) => ({ id: result.id, date: result.date, outcome: result.outcome, notes: text(result.notes) })),
});

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());
// Numbers are read in the user's language (decimalErrors with SAMPLE_NUMBER_RULES has refused what does not read): before, an Italian
// volume "400.000" was saved as 400, "1.200.000" as nothing at all (NaN went out as null), a price "1.250,50" failed.
const integer = (value: string, language: string): number | null => (value.trim() === '' ? null : Number(parseDecimalInput(value, language)));
const decimal = (value: string, language: string): string | null => (value.trim() === '' ? null : (parseDecimalInput(value, language) ?? value.trim()));
const idOf = (value: string | null): number | null => (value === null ? null : Number(value));

export const sampleBody = (values: SampleFormValues, language: string): SampleInput => {
  const width = integer(values.formatWidth, language);
  const height = integer(values.formatHeight, language);
  return {
    customerId: Number(values.customerId),
    ...(values.date ? { date: values.date } : {}),
    agentId: idOf(values.agentId),
    salesManagerId: idOf(values.salesManagerId),
    materials: values.materials.split(',').map((material) => material.trim()).filter((material) => material !== ''),
    weight: decimal(values.weight, language),
    machineName: blankToNull(values.machineName),
    machineType: blankToNull(values.machineType),
    packingSpeed: integer(values.packingSpeed, language),
    format: width !== null && height !== null ? { widthMm: width, heightMm: height } : null,
    thicknessMicron: integer(values.thickness, language),
    priceTarget: decimal(values.priceTarget, language),
    volume: integer(values.volume, language),
    deliveryTime: blankToNull(values.deliveryTime),
    newProject: values.newProject,
    customerData: { contact: blankToNull(values.contact), notes: blankToNull(values.customerNotes) },
    testResults: values.testResults
      .filter((result) => result.date !== null)
      .map((result) => ({ ...(result.id === null ? {} : { id: result.id }), date: result.date ?? '', outcome: result.outcome, notes: blankToNull(result.notes) })),
  };
};

/** The form's number fields, the whole ones, and the key their errors show under (the server's 422 paths, camelCased). */
export const SAMPLE_NUMBER_FIELDS = ['packingSpeed', 'thickness', 'formatWidth', 'formatHeight', 'volume', 'weight', 'priceTarget'] as const;
export const SAMPLE_NUMBER_RULES = {
  whole: ['packingSpeed', 'thickness', 'formatWidth', 'formatHeight', 'volume'],
  keys: { thickness: 'thicknessMicron', formatWidth: 'format.widthMm', formatHeight: 'format.heightMm' },
} as const;

/**
 * What the body would otherwise drop unseen: half a format (the body sends a format only with both sides, so a width
 * typed alone was lost on save) and a test result with no date (left out of the body, notes and outcome with it).
 * Each is refused under the field to fill, keyed as the server's 422 paths.
 */
export const sampleCompletenessErrors = (t: TFunction, values: SampleFormValues): FieldErrors => {
  const errors: Record<string, readonly string[]> = {};
  const width = values.formatWidth.trim() !== '';
  const height = values.formatHeight.trim() !== '';
  if (height && !width) errors['format.widthMm'] = [t('validation:required')];
  if (width && !height) errors['format.heightMm'] = [t('validation:required')];
  values.testResults.forEach((result, index) => {
    if (result.date === null) errors[`testResults.${index}.date`] = [t('validation:required')];
  });
  return errors;
};

export const sampleRules: FormSchema<keyof SampleFormValues> = {
  customerId: [required],
};
