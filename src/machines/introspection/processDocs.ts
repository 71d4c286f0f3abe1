import { bundleTranslate } from './bundleTranslate.ts';
import { generatePaths } from './generatePaths.ts';
import { introspectMachine } from './introspect.ts';
import { plainWords, type Translate } from './plainWords.ts';
import { processDocument } from './processDocument.ts';
import type { MachineRegistryEntry } from './registryEntry.ts';
import { processStory } from '../stories.ts';
import { storyDocument } from '../story/storyDocument.ts';

const storyOf = (id: string, t: Translate): string | undefined => {
  const story = processStory(id);
  return story ? storyDocument(story, t) : undefined;
};

/** docs/processes/<id>.md for every registered machine, keyed by file name; written by the script, compared by the drift test. */
export const processDocs = (registry: readonly MachineRegistryEntry[], bundle: unknown): ReadonlyMap<string, string> => {
  const { t, exists } = bundleTranslate(bundle);
  const words = plainWords(t, exists);
  return new Map(
    registry.map((entry) => [
      `${entry.id}.md`,
      processDocument(
        { id: entry.id, title: t(entry.titleKey), description: t(entry.descriptionKey), graph: introspectMachine(entry.machine), pathCount: generatePaths(entry).length, story: storyOf(entry.id, t) },
        words,
        t,
      ),
    ]),
  );
};

export const PROCESS_DOCS_DIR = 'docs/processes';
