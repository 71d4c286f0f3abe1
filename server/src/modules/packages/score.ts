import { divRound, fromScaled, toScaled } from '../catalog/decimal.ts';

// The evaluation sheet's weighted score (contract): Σ weight × value / Σ weight over the evaluated goals, where
// value is the evaluation's score when given, else its rating's value; null when nothing is evaluated.
// Exact (BigInt) and rounded half away from zero to 2 decimals.

export type ScoredGoal = { readonly weight: string; readonly value: string | null };

export function weightedScore(goals: readonly ScoredGoal[]): string | null {
  let numerator = 0n; // scale 8 (weight 4 × value 4)
  let weights = 0n; // scale 4
  for (const g of goals) {
    if (g.value === null) continue;
    const w = toScaled(g.weight, 4);
    numerator += w * toScaled(g.value, 4);
    weights += w;
  }
  if (weights === 0n) return null;
  // numerator / weights is at scale 4; × 100 / 10^4 brings it to scale 2.
  return fromScaled(divRound(numerator * 100n, weights * 10n ** 4n), 2);
}

export function totalWeight(weights: readonly string[]): string {
  return fromScaled(
    weights.reduce((sum, w) => sum + toScaled(w, 4), 0n),
    4,
  );
}
