import type { Phase, PhaseUpdate } from '../../api/works.ts';
import { afterOrEqual } from '../../domain/validation/dateOrder.ts';
import { required } from '../../domain/validation/required.ts';
import type { FormSchema } from '../../domain/validation/validateForm.ts';

/** What the phase dialog edits: every field a person may change (the status has its own select on the row). */
export type PhaseFormValues = {
  name: string;
  description: string;
  /** 1-based place in the work, as the select holds it. */
  position: string;
  startDate: string | null;
  endDate: string | null;
};

export const phaseToValues = (phase: Phase): PhaseFormValues => ({
  name: phase.name,
  description: phase.description ?? '',
  position: String(phase.position),
  startDate: phase.startDate,
  endDate: phase.endDate,
});

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/**
 * The fields whose value differs from the phase as it was loaded, and only those (PUT is partial: what the person
 * left alone is not sent, so a colleague's change to it in the meantime stands). Texts compare trimmed, a blank
 * description is no description: spaces alone change nothing.
 */
export const phaseChanges = (phase: Phase, values: PhaseFormValues): PhaseUpdate => {
  const name = values.name.trim();
  const description = blankToNull(values.description);
  const position = Number(values.position);
  return {
    ...(name !== phase.name ? { name } : {}),
    ...(description !== (phase.description ?? null) ? { description } : {}),
    ...(position !== phase.position ? { position } : {}),
    ...(values.startDate !== phase.startDate ? { startDate: values.startDate } : {}),
    ...(values.endDate !== phase.endDate ? { endDate: values.endDate } : {}),
  };
};

/** The contract's rules the browser can check first (the server checks them again: 422 on the same fields). */
export const phaseRules: FormSchema<keyof PhaseFormValues> = {
  name: [required],
  endDate: [afterOrEqual({ field: 'startDate' })],
};

/** The places a phase can take: 1 to the number of phases of the work. */
export const phasePositions = (count: number, current: number): readonly string[] =>
  Array.from({ length: Math.max(count, current) }, (_, index) => String(index + 1));
