import ChevronFirst from 'lucide-react/icons/chevron-first';
import ChevronLast from 'lucide-react/icons/chevron-last';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { use, useMemo, useState, type ReactNode } from 'react';
import { css } from '../../../styled-system/css/index.mjs';
import type { GeneratedPath } from '../../machines/introspection/generatePaths.ts';
import { triggerOf } from '../../machines/introspection/introspect.ts';
import type { ProcessGraph } from '../../machines/introspection/processGraph.ts';
import type { MachineRegistryEntry } from '../../machines/introspection/registryEntry.ts';
import { IconButton } from '../components/IconButton.tsx';
import { Select } from '../components/Select.tsx';
import { activeStateIds } from './activeStates.ts';
import { cachedPaths } from './pathsCache.ts';
import { activeNames } from './stateNames.ts';
import { usePlainWords } from './usePlainWords.ts';

const stepButton = css({
  textAlign: 'start',
  w: 'full',
  px: '2',
  py: '1',
  borderRadius: 'control',
  cursor: 'pointer',
  _hover: { bg: 'surfaceHover' },
  '&[aria-current=step]': { bg: 'accent.subtle', color: 'accent', fontWeight: '600' },
});

/** A generated path, stepped through: each step highlights the states the machine is in after that event. */
export const PathView = ({ entry, graph, children }: { readonly entry: MachineRegistryEntry; readonly graph: ProcessGraph; readonly children: (active: ReadonlySet<string>) => ReactNode }) => {
  const { words, t } = usePlainWords();
  const paths = use(cachedPaths(entry));
  const [pathId, setPathId] = useState<string | null>(paths[0]?.id ?? null);
  const [step, setStep] = useState(0);
  const path: GeneratedPath | undefined = paths.find((candidate) => candidate.id === pathId) ?? paths[0];
  const snapshot = path?.snapshots[step] ?? path?.snapshots[0];
  const active = useMemo(() => (snapshot ? activeStateIds(graph, snapshot) : new Set<string>()), [graph, snapshot]);
  const options = useMemo(
    () =>
      paths.map((candidate) => {
        const last = candidate.snapshots.at(-1);
        return {
          value: candidate.id,
          label: t('paths.option', { start: t(candidate.start.labelKey), steps: candidate.events.length, target: last ? activeNames(graph, activeStateIds(graph, last), words) : '' }),
        };
      }),
    [paths, graph, words, t],
  );
  if (!path) return null;
  const lastStep = path.events.length;
  const eventWords = (type: string) => {
    const trigger = triggerOf(type, '');
    return words.trigger(trigger.kind === 'after' ? { ...trigger, name: trigger.name.split('.')[0] ?? trigger.name } : trigger);
  };
  const choose = (value: string | null) => {
    setPathId(value);
    setStep(0);
  };
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <p className={css({ color: 'muted', textStyle: 'small' })}>{t('paths.count', { count: paths.length })}</p>
      <Select label={t('paths.choose')} options={options} value={path.id} onValueChange={choose} />
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1' })}>
        <IconButton aria-label={t('paths.first')} icon={<ChevronFirst size={18} />} disabled={step === 0} onClick={() => setStep(0)} />
        <IconButton aria-label={t('paths.previous')} icon={<ChevronLeft size={18} />} disabled={step === 0} onClick={() => setStep(step - 1)} />
        <IconButton aria-label={t('paths.next')} icon={<ChevronRight size={18} />} disabled={step === lastStep} onClick={() => setStep(step + 1)} />
        <IconButton aria-label={t('paths.last')} icon={<ChevronLast size={18} />} disabled={step === lastStep} onClick={() => setStep(lastStep)} />
        <span role="status" className={css({ textStyle: 'small', ml: '2' })}>
          {t('paths.step', { step, total: lastStep })} · {t('paths.at', { states: activeNames(graph, active, words) })}
        </span>
      </div>
      <ol className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', textStyle: 'small', maxH: '12rem', overflowY: 'auto' })}>
        <li>
          <button type="button" className={stepButton} aria-current={step === 0 ? 'step' : undefined} onClick={() => setStep(0)}>
            {t('paths.initial', { start: t(path.start.labelKey) })}
          </button>
        </li>
        {path.events.map((event, index) => (
          <li key={index}>
            <button type="button" className={stepButton} aria-current={step === index + 1 ? 'step' : undefined} onClick={() => setStep(index + 1)}>
              {index + 1}. {eventWords(event.type)}
            </button>
          </li>
        ))}
      </ol>
      {children(active)}
    </div>
  );
};
