export const PASSWORD_MIN_LENGTH = 8;

/** The only characters that satisfy the password's "special character" requirement (spec §5). */
export const PASSWORD_SPECIAL_CHARACTERS = '#?!@$ %^&*-';

/** A section-access login stays valid this long after the user's last login to that section (spec §4). */
export const SECTION_ACCESS_VALIDITY_MINUTES = 10;

/** localStorage keys of the session (spec §9); prefixed so they cannot collide with other apps on the origin. */
export const TOKEN_STORAGE_KEYS = {
  accessToken: 'bottega.access_token',
  expiresAt: 'bottega.expires_at',
  refreshToken: 'bottega.refresh_token',
} as const;
