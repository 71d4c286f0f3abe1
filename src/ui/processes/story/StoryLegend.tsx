import { useTranslation } from 'react-i18next';
import { css } from '../../../../styled-system/css/index.mjs';
import { storyRoles, type ProcessStory } from '../../../machines/story/processStory.ts';
import { roleColour } from './storyStyle.ts';
import type { StoryText } from './useStoryWords.ts';

const item = css({ display: 'flex', alignItems: 'center', gap: '2' });
const swatch = (extra: Record<string, string>) => ({ display: 'inline-block', flexShrink: 0, ...extra });

/** What the colours and marks of the diagram mean: one colour per role, the start dot, the current and final boxes. */
export const StoryLegend = ({ story, words }: { readonly story: ProcessStory; readonly words: StoryText }) => {
  const { t } = useTranslation('processes');
  return (
    <div>
      <h3 className={css({ fontWeight: '600', mb: '1' })}>{t('business.legend')}</h3>
      <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', columnGap: '4', textStyle: 'small' })} data-testid="story-legend">
        {storyRoles(story).map((role) => (
          <li key={role} className={item}>
            <span aria-hidden="true" style={swatch({ width: '1.5rem', height: '4px', background: roleColour(story, role), borderRadius: '2px' })} />
            {words.role(role)}
          </li>
        ))}
        <li className={item}>
          <span aria-hidden="true" style={swatch({ width: '12px', height: '12px', borderRadius: '50%', background: '#334155' })} />
          {t('business.legendStart')}
        </li>
        <li className={item}>
          <span aria-hidden="true" style={swatch({ width: '1.5rem', height: '1rem', borderRadius: '4px', background: '#dbeafe', border: '3px solid #1d4ed8' })} />
          {t('business.legendCurrent')}
        </li>
        {story.states.some((state) => state.final) ? (
          <li className={item}>
            <span aria-hidden="true" style={swatch({ width: '1.5rem', height: '1rem', borderRadius: '4px', border: '3.5px solid #334155' })} />
            {t('business.legendFinal')}
          </li>
        ) : null}
      </ul>
    </div>
  );
};
