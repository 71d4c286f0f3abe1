import type { TFunction } from 'i18next';
import type { ProfileType } from '../../api/profiles.ts';

// Spec §8: customers, leads and suppliers have their own notices; other types use the generic '{0} created' ones.

type Outcome = 'created' | 'notCreated' | 'updated' | 'notUpdated' | 'deleted' | 'notDeleted';

const OWN: readonly ProfileType[] = ['customer', 'lead', 'supplier'];

export const profileNotice = (t: TFunction, type: ProfileType, outcome: Outcome): string =>
  OWN.includes(type) ? t(`directory:notices.${type}.${outcome}`) : t(`common:notices.${outcome}`, { name: t(`directory:types.${type}`) });
