import { useId, type ReactNode } from 'react';
import { css } from '../../../styled-system/css/index.mjs';

export type SectionProps = {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  headingLevel?: 2 | 3;
};

// A titled region (landmark named by its heading) drawn as a card.
export const Section = ({ title, description, actions, children, headingLevel = 2 }: SectionProps) => {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className={css({ bg: 'surface', borderWidth: '1px', borderColor: 'border', borderRadius: 'card', p: { base: '3', sm: '4' }, display: 'flex', flexDirection: 'column', gap: '3' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '2' })}>
        <div>
          <Heading id={headingId} className={css({ textStyle: 'sectionTitle' })}>
            {title}
          </Heading>
          {description ? <p className={css({ color: 'muted', textStyle: 'small' })}>{description}</p> : null}
        </div>
        {actions ? <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>{actions}</div> : null}
      </div>
      {children}
    </section>
  );
};
