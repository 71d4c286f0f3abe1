import { divRound, fromScaled, toScaled } from '../../../../src/domain/decimal.ts';

// The weighted overall score of a package (issue 30): Σ weight × value / 100 over the rated goals, where the weights
// are percentages totalling 100 and value is the evaluation's score when given, else its rating's value (the
// tenant's rating scale, 1–5 in the demo). An unrated goal adds nothing; null when nothing is rated.
// Exact (BigInt) and rounded half away from zero to 2 decimals.

export type ScoredGoal = {
  readonly weight: string;
  readonly value: string | null;
};

export function weightedScore(goals: readonly ScoredGoal[]): string | null {
  let numerator = 0n; // scale 8 (weight 4 × value 4)
  let rated = false;
  for (const g of goals) {
    if (g.value === null) continue;
    numerator += toScaled(g.weight, 4) * toScaled(g.value, 4);
    rated = true;
  }
  if (!rated) return null;
  // numerator is at scale 8; / 100 (the weights' whole) and / 10^6 bring it to scale 2.
  return fromScaled(divRound(numerator, 100n * 10n ** 6n), 2);
}

export function totalWeight(weights: readonly string[]): string {
  return fromScaled(
    weights.reduce((sum, w) => sum + toScaled(w, 4), 0n),
    4,
  );
}

/** Whether the weights total exactly 100 % (a sheet cannot be made visible otherwise). */
export const weightsComplete = (weights: readonly string[]): boolean => toScaled(totalWeight(weights), 4) === toScaled('100', 4);
