import { Suspense, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import type { HistoryInput } from '../../../machines/records/processHistory.logic.ts';
import { ApiClientContext } from '../../app/ApiClientContext.ts';
import { css } from '../../../../styled-system/css/index.mjs';
import { introspectMachine } from '../../../machines/introspection/introspect.ts';
import type { MachineRegistryEntry } from '../../../machines/introspection/registryEntry.ts';
import { storyStatesOf, type ProcessStory } from '../../../machines/story/processStory.ts';
import { useDateFormat } from '../../components/useDateFormat.ts';
import { activeStateIds } from '../activeStates.ts';
import { useActorSnapshot } from '../useLiveSnapshot.ts';
import type { StoryHighlight } from './StoryDiagram.tsx';
import { DiagramLoading, LaidOutStory } from './StoryView.tsx';
import { HISTORY_SOURCES } from './recordHistory.ts';
import { useRecordHistory, type RecordHistory } from './useRecordHistory.ts';
import { useStoryWords } from './useStoryWords.ts';

const none: ReadonlySet<string> = new Set();
const noSteps: readonly never[] = [];
const NO_HISTORY: RecordHistory = { status: 'none' };

type ViewProps = { readonly story: ProcessStory; readonly entry: MachineRegistryEntry; readonly actor: AnyActorRef; readonly recordId: number | null };

/** Reads the history under the app's client (a hook cannot be skipped, so the read is a component of its own). */
const HistoryReader = ({ input, children }: { readonly input: HistoryInput | null; readonly children: (history: RecordHistory) => ReactNode }) => <>{children(useRecordHistory(input))}</>;

/**
 * The workflow beside the record it runs for (issue 35 point 5): its diagram with the record's status now, and the
 * steps of its own history (who, when) numbered on the boxes they led to and listed below. A history read off the
 * record's own dates says so; a record with none (a newsletter recipient) shows the status now, and says so.
 */
export const RecordStoryView = ({ story, entry, actor, recordId }: ViewProps) => {
  const snapshot = useActorSnapshot(actor);
  const source = HISTORY_SOURCES[story.machineId];
  const input = source && snapshot ? source(snapshot, recordId) : null;
  // Outside the app (a diagram rendered on its own) there is no client, and no history to read.
  const inApp = useContext(ApiClientContext) !== null;
  return inApp ? (
    <HistoryReader input={input}>{(history) => <RecordStory story={story} entry={entry} snapshot={snapshot} history={history} />}</HistoryReader>
  ) : (
    <RecordStory story={story} entry={entry} snapshot={snapshot} history={NO_HISTORY} />
  );
};

const RecordStory = ({ story, entry, snapshot, history }: { readonly story: ProcessStory; readonly entry: MachineRegistryEntry; readonly snapshot: AnyMachineSnapshot | undefined; readonly history: RecordHistory }) => {
  const { t } = useTranslation('processes');
  const words = useStoryWords(story);
  const dates = useDateFormat();
  const graph = useMemo(() => introspectMachine(entry.machine), [entry]);
  const active = useMemo(() => (snapshot ? activeStateIds(graph, snapshot) : none), [graph, snapshot]);
  const current = useMemo(() => storyStatesOf(story, active), [story, active]);
  const steps = history.status === 'ready' ? history.steps : noSteps;
  const highlight = useMemo<StoryHighlight>(() => {
    const numbers = new Map<string, number[]>();
    steps.forEach((step, index) => numbers.set(step.state, [...(numbers.get(step.state) ?? []), index + 1]));
    return { current: new Set(current), transition: null, steps: numbers };
  }, [current, steps]);
  const title = t(entry.titleKey);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} data-testid="record-process">
      <p role="status" className={css({ fontWeight: '600' })} data-testid="record-now">
        {current.length > 0 ? t('business.recordNow', { states: words.states(current) }) : t('business.recordInternal')}
      </p>
      <Suspense fallback={<DiagramLoading />}>
        <LaidOutStory story={story} words={words} title={title} highlight={highlight} />
      </Suspense>
      <div>
        <h3 className={css({ fontWeight: '600', mb: '1' })}>{t('business.recordHistory')}</h3>
        {history.status === 'none' ? (
          <p className={css({ color: 'muted', textStyle: 'small' })}>{t('business.recordNoHistory')}</p>
        ) : history.status === 'loading' ? (
          <p className={css({ color: 'muted', textStyle: 'small' })}>{t('business.recordHistoryLoading')}</p>
        ) : history.status === 'failed' ? (
          <p role="alert">{t('business.recordHistoryFailed')}</p>
        ) : steps.length === 0 ? (
          <p className={css({ color: 'muted', textStyle: 'small' })}>{t('business.recordHistoryEmpty')}</p>
        ) : (
          <>
            {steps.some((step) => step.derived) ? (
              <p className={css({ color: 'muted', textStyle: 'small', mb: '1' })} data-testid="record-history-derived">
                {t('business.recordHistoryDerived')}
              </p>
            ) : null}
            <ol className={css({ display: 'flex', flexDirection: 'column', gap: '1', listStyle: 'decimal', ps: '6' })} data-testid="record-history">
              {steps.map((step, index) => (
                <li key={index} data-state={step.state}>
                  {t('business.recordStep', { when: dates.dateTime(step.at), who: step.who ?? t('business.recordSomeone'), state: words.state(step.state) })}
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </div>
  );
};
