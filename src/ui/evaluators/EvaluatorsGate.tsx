import type { ComponentType } from 'react';
import { SectionGate } from '../components/sectionAccess/SectionGate.tsx';
import { useSectionTitle } from './useSectionTitle.ts';

/**
 * The evaluators section is password-protected (spec §4, §7 name section logins but not which sections; evaluations
 * are the most personal records of the product, so this one is): every screen of it shows behind the gate.
 */
export const EVALUATORS_SECTION = 'evaluators';

export const withEvaluatorsGate = (Screen: ComponentType): ComponentType => {
  const Gated = () => {
    const title = useSectionTitle();
    return (
      <SectionGate section={EVALUATORS_SECTION} title={title}>
        <Screen />
      </SectionGate>
    );
  };
  Gated.displayName = `EvaluatorsGate(${Screen.displayName ?? Screen.name})`;
  return Gated;
};
