import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The names of the browser paths of the statecharts whose generation is costly (the proposal's ~12 CPU-s, the
// sample's ~4), recorded: the specs title their tests from this list, so listing the tests (Playwright loads every spec
// file in its runner, then again in the worker that runs it) generates nothing, and the worker generates the paths
// once, in the spec's first test, which also checks that the generated names are still these (issue 36.7).

export type RecordedMachine = 'proposalSending' | 'sampleApproval';

const FILE = join(import.meta.dirname, 'recordedPathNames.json');

const recorded = (): Readonly<Record<RecordedMachine, readonly string[]>> => {
  const parsed: unknown = JSON.parse(readFileSync(FILE, 'utf8'));
  const list = (key: RecordedMachine): readonly string[] => {
    const value = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>)[key] : undefined;
    if (!Array.isArray(value) || !value.every((name): name is string => typeof name === 'string')) throw new Error(`${FILE}: no list of names for ${key}`);
    return value;
  };
  return {
    proposalSending: list('proposalSending'),
    sampleApproval: list('sampleApproval'),
  };
};

export const RECORDED_PATH_NAMES = recorded();

/** What the first test says when the statechart's paths changed. */
export const RECORD_AGAIN = `the generated browser paths are not the recorded ones: put the generated names in ${FILE}`;

/** The generated path of that name (the recorded list and the generation are compared by the spec's first test). */
export const pathNamed = <P extends { readonly name: string }>(paths: readonly P[], name: string): P => {
  const path = paths.find((candidate) => candidate.name === name);
  if (path === undefined) throw new Error(`no generated path named "${name}": ${RECORD_AGAIN}`);
  return path;
};
