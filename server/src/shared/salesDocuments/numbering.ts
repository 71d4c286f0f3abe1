// Shared by the numbered sales documents (proposals, samples): a unique (tenant, year, sequence) index settles
// a race between two writers; the loser sees a unique violation and retries with the next number.

export const isUniqueViolation = (e: unknown): boolean => {
  for (let cur: unknown = e; cur && typeof cur === 'object'; cur = (cur as { cause?: unknown }).cause) {
    if ((cur as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/** `YYYY/NNNN`, the number of a quote or proposal (at least four digits; a 10 000th of a year simply gets five). */
export const documentNumber = (year: number, sequence: number): string => `${year}/${String(sequence).padStart(4, '0')}`;
