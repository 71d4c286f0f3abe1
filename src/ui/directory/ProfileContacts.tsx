import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { Profile } from '../../api/profiles.ts';
import { Section } from '../components/Section.tsx';

/** The profile's contact people, on the overview. */
export const ProfileContacts = ({ contacts }: { contacts: Profile['contacts'] }) => {
  const { t } = useTranslation('directory');
  return (
    <Section title={t('contacts.title')}>
      {contacts.length === 0 ? (
        <p>{t('contacts.empty')}</p>
      ) : (
        <ul aria-label={t('contacts.title')} className={css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' } })}>
          {contacts.map((contact) => (
            <li key={contact.id} className={css({ borderWidth: '1px', borderColor: 'border', borderRadius: 'control', p: '2', overflowWrap: 'anywhere' })}>
              <p className={css({ fontWeight: '600' })}>{contact.name}</p>
              {contact.role ? <p>{contact.role}</p> : null}
              {contact.email ? <p><a href={`mailto:${contact.email}`}>{contact.email}</a></p> : null}
              {contact.phone ? <p><a href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</a></p> : null}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
};
