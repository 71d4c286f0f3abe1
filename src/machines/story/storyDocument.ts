import type { Translate } from '../introspection/plainWords.ts';
import { roleKey, storyKey, storyRoles, type ProcessStory } from './processStory.ts';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const quoted = (text: string) => text.replace(/"/g, "'");

/**
 * The process owner's part of docs/processes/<workflow>.md (the process manual): the statuses and actions as a
 * diagram, the numbered actions with their roles, the rules and the scenarios, in the words of the story.
 */
export const storyDocument = (story: ProcessStory, t: Translate): string => {
  const state = (id: string) => t(storyKey(story, 'states', id));
  const action = (id: string) => t(storyKey(story, 'transitions', id));
  const number = (id: string) => story.transitions.findIndex((transition) => transition.id === id) + 1;
  return [
    `## ${t('docs.story')}`,
    '',
    t(storyKey(story, 'summary')),
    '',
    '```mermaid',
    'stateDiagram-v2',
    ...story.states.map((status) => `  state "${quoted(state(status.id))}" as ${status.id}`),
    ...story.initial.map((id) => `  [*] --> ${id}`),
    ...story.transitions.map((transition) => `  ${transition.from} --> ${transition.to} : ${number(transition.id)}. ${quoted(action(transition.id)).replace(/:/g, ' -')}`),
    ...story.states.filter((status) => status.final).map((status) => `  ${status.id} --> [*]`),
    '```',
    '',
    `| # | ${t('docs.action')} | ${t('docs.role')} | ${t('table.from')} | ${t('table.to')} |`,
    '| --- | --- | --- | --- | --- |',
    ...story.transitions.map((transition, index) => `| ${index + 1} | ${cell(action(transition.id))} | ${cell(t(roleKey(transition.role)))} | ${cell(state(transition.from))} | ${cell(state(transition.to))} |`),
    '',
    `${t('docs.roles')}: ${storyRoles(story).map((role) => t(roleKey(role))).join(', ')}.`,
    '',
    `### ${t('business.conditions')}`,
    '',
    ...story.conditions.map((condition) => `- ${t(storyKey(story, 'conditions', condition))}`),
    '',
    `### ${t('business.scenarios')}`,
    '',
    ...story.scenarios.map((scenario) => `- **${t(storyKey(story, 'scenarios', scenario.id))}**: ${scenario.steps.map(action).join(' → ')}`),
    '',
    `## ${t('docs.technical')}`,
    '',
  ].join('\n');
};
