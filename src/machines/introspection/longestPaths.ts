/** A path as xstate/graph gives it: its steps, each with the event that led to it. */
type StepsOf = { readonly steps: readonly { readonly event: unknown }[] };

/**
 * The paths that are not the beginning of a longer one, longest first (a stable sort, so equal lengths keep their
 * order): what xstate/graph's own deduplication returns, without its cost. Its `deduplicatePaths` compares each path
 * with every kept one, event by event through a `for…in` over the array: for the proposal statechart's 5,700 browser
 * paths that was 6.7 of the generator's 13.7 s. Here each kept path marks all of its beginnings once, and a path is
 * dropped when its whole sequence is one of them (the empty path too, once any path is kept).
 */
export function longestPaths<P extends StepsOf>(paths: readonly P[]): P[] {
  const byLength = [...paths].sort((a, b) => b.steps.length - a.steps.length);
  const beginnings = new Set<string>();
  const kept: P[] = [];
  for (const path of byLength) {
    const events = path.steps.map((step) => JSON.stringify(step.event));
    if (beginnings.has(events.join('\n'))) continue;
    kept.push(path);
    // A serialized event never holds a raw line break (JSON escapes it), so '\n' separates events unambiguously.
    for (let length = 0; length <= events.length; length++) beginnings.add(events.slice(0, length).join('\n'));
  }
  return kept;
}
