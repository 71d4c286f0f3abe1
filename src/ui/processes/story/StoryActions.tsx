import { useTranslation } from 'react-i18next';
import { css } from '../../../../styled-system/css/index.mjs';
import type { ProcessStory } from '../../../machines/story/processStory.ts';
import { roleColour } from './storyStyle.ts';
import type { StoryText } from './useStoryWords.ts';

/** The numbered actions (the numbers the arrows carry), each with its role and the statuses it joins; then the rules. */
export const StoryActions = ({ story, words, current }: { readonly story: ProcessStory; readonly words: StoryText; readonly current: string | null }) => {
  const { t } = useTranslation('processes');
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div>
        <h3 className={css({ fontWeight: '600', mb: '1' })}>{t('business.actions')}</h3>
        <ol className={css({ display: 'flex', flexDirection: 'column', gap: '1', listStyle: 'none', p: '0' })} data-testid="story-actions">
          {story.transitions.map((transition, index) => (
            <li
              key={transition.id}
              data-transition={transition.id}
              aria-current={current === transition.id ? 'step' : undefined}
              className={css({ display: 'flex', gap: '2', alignItems: 'baseline', px: '1', borderRadius: 'control', '&[aria-current=step]': { bg: 'accent.subtle', fontWeight: '600' } })}
            >
              <span className={css({ minW: '1.5rem', textAlign: 'end', fontVariantNumeric: 'tabular-nums' })}>{index + 1}.</span>
              <span aria-hidden="true" style={{ display: 'inline-block', width: '9px', height: '9px', borderRadius: '50%', background: roleColour(story, transition.role), flexShrink: 0 }} />
              <span>
                {words.transition(transition.id)}{' '}
                <span className={css({ color: 'muted', textStyle: 'small' })}>
                  ({words.role(transition.role)} · {words.state(transition.from)} → {words.state(transition.to)})
                </span>
              </span>
            </li>
          ))}
        </ol>
      </div>
      <div>
        <h3 className={css({ fontWeight: '600', mb: '1' })}>{t('business.conditions')}</h3>
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1', listStyle: 'disc', ps: '5' })} data-testid="story-conditions">
          {story.conditions.map((condition) => (
            <li key={condition}>{words.condition(condition)}</li>
          ))}
        </ul>
      </div>
    </div>
  );
};
