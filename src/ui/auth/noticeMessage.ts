import type { TFunction } from 'i18next';
import type { SessionNotice } from '../../machines/session/session.types.ts';

/** The login screen's message for why the user is there (spec §8 for wrong credentials). */
export const noticeMessage = (t: TFunction, notice: SessionNotice): string => {
  switch (notice) {
    case 'invalidCredentials':
      return t('errors:auth.invalidCredentials');
    case 'sessionExpired':
      return t('common:requestErrors.sessionExpired');
    case 'sessionRevoked':
      return t('common:requestErrors.sessionRevoked');
    case 'TooManyRequests':
      return t('auth:login.tooManyAttempts');
    case 'Network':
      return t('auth:login.network');
    // The other kinds the server names (a switched-off module, an expired invitation…) have their own words.
    case 'ModuleDisabled':
    case 'NewsletterDisabled':
    case 'CredentialsMissing':
    case 'SessionRevoked':
    case 'SessionExpired':
    case 'InvitationExpired':
    case 'InvitationAccepted':
    case 'TenantDisabled':
    case 'RecipientMissing':
      return t(`ui:error.${notice}`);
    default:
      return t('auth:login.failed');
  }
};
