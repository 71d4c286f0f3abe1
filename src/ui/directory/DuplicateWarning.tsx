import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AnyActorRef } from 'xstate';
import { css } from '../../../styled-system/css/index.mjs';
import type { DuplicateMatch } from '../../machines/duplicateCheck/duplicateCheck.machine.ts';
import { Alert } from '../components/Alert.tsx';
import { ShowProcessButton } from '../components/ShowProcessButton.tsx';
import { profileHref } from '../components/profileKinds.ts';

export type DuplicateWarningProps = {
  matches: readonly DuplicateMatch[];
  /** The look-up failed: said quietly, saving is not held back. */
  failed: boolean;
  /** The running duplicateCheck chart, for "Show process". */
  actor: AnyActorRef;
};

/** "This may already exist": the likely matches, each with the reason and a link, shown before saving. */
export const DuplicateWarning = ({ matches, failed, actor }: DuplicateWarningProps) => {
  const { t } = useTranslation('directory');
  return (
    // A polite live region: the warning appears while the user types elsewhere in the form.
    <div aria-live="polite">
      {matches.length > 0 ? (
        <Alert tone="warning">
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', justifyContent: 'space-between' })}>
            <p className={css({ fontWeight: '600' })}>{t('duplicates.title', { count: matches.length })}</p>
            <ShowProcessButton actor={actor} machineId="duplicateCheck" />
          </div>
          <ul className={css({ listStyle: 'disc', pl: '5', mt: '1' })}>
            {matches.map((match) => (
              <li key={match.id}>
                <Link href={profileHref(match)} className={css({ color: 'accent', textDecoration: 'underline' })}>
                  {match.name}
                </Link>{' '}
                <span>
                  ({t(`types.${match.type}`)}
                  {match.city ? `, ${match.city}` : ''}) — {t(`duplicates.reason.${match.reason}`)}
                </span>
              </li>
            ))}
          </ul>
        </Alert>
      ) : failed ? (
        <p className={css({ color: 'muted', textStyle: 'small' })}>{t('duplicates.failed')}</p>
      ) : null}
    </div>
  );
};
