import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css/index.mjs';
import type { ProfileDuplicate } from '../../api/profiles.ts';
import { Alert } from '../components/Alert.tsx';
import { profileHref } from './profileKinds.ts';

/** "This may already exist": the likely matches, each with the reason and a link, shown before saving. */
export const DuplicateWarning = ({ matches }: { matches: readonly ProfileDuplicate[] }) => {
  const { t } = useTranslation('directory');
  if (matches.length === 0) return null;
  return (
    <Alert tone="warning">
      <p className={css({ fontWeight: '600' })}>{t('duplicates.title', { count: matches.length })}</p>
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
  );
};
