import { describe, expect, it } from 'vitest';
import uiEn from '../../../locales/en/ui.json';
import uiIt from '../../../locales/it/ui.json';
import { fromResponse } from '../../../src/api/errors.ts';
import { errorTagOf, isRetryable } from '../../../src/machines/generic/errorTag.ts';

// Each failure kind the server names reaches the reader in its own words, not as a conflict or a refusal.

const words = (status: number, body: unknown): { it: string; en: string } => {
  const tag = errorTagOf(fromResponse(status, body));
  return { it: uiIt.error[tag], en: uiEn.error[tag] };
};

describe('the words of a failure', () => {
  it('keeps the conflict text for a real conflict only', () => {
    expect(words(409, { message: 'Conflict.' }).it).toBe(uiIt.error.Conflict);
    expect(words(409, { message: 'x', code: 'newsletter_disabled' }).it).not.toBe(uiIt.error.Conflict);
    expect(words(409, { message: 'x', code: 'newsletter_credentials_missing' }).it).not.toBe(uiIt.error.Conflict);
  });

  it('says a module is switched off, and who can switch it on, instead of "no permission"', () => {
    const text = words(403, { message: 'x', code: 'module_disabled' });
    expect(text.it).toContain('disattivato');
    expect(text.it).toContain('amministratore');
    expect(text.en).toContain('switched off');
    expect(words(403, { message: 'x' }).it).toBe(uiIt.error.Forbidden);
  });

  it('sends the newsletter user to its settings when it is off or lacks credentials', () => {
    expect(words(409, { message: 'x', code: 'newsletter_disabled' }).it).toContain('impostazioni della newsletter');
    expect(words(409, { message: 'x', code: 'newsletter_credentials_missing' }).it).toContain('credenziali');
    expect(words(409, { message: 'x', code: 'newsletter_credentials_missing' }).en).toContain('credentials');
  });

  it('says an administrator closed the session (401 or the token endpoint’s 400), not that sign-in failed', () => {
    expect(words(401, { message: 'x', code: 'session_revoked' }).it).toBe('Un amministratore ha chiuso la tua sessione: accedi di nuovo.');
    expect(words(400, { error: 'invalid_grant', message: 'x', code: 'session_revoked' }).en).toBe('An administrator closed your session: sign in again.');
  });

  it('says the whole company is disabled when its sign-in is refused for that, not "no permission"', () => {
    const text = words(403, { error: 'tenant_disabled', code: 'tenant_disabled', message: 'x' });
    expect(text.it).toContain('azienda è disattivata');
    expect(text.en).toContain('company is disabled');
  });

  it('asks for a new invitation when one expired', () => {
    expect(words(409, { message: 'x', code: 'invitation_expired' }).it).toContain('chiedi un nuovo invito');
    expect(words(409, { message: 'x', code: 'invitation_expired' }).en).toContain('new invitation');
  });

  it('has words in both languages for every kind, each different from the others', () => {
    expect(Object.keys(uiIt.error).sort()).toEqual(Object.keys(uiEn.error).sort());
    // A bare 401 is an expired session, so those two kinds may share their words; no other two do.
    const { Unauthorized: _sameAsExpired, ...distinct } = uiIt.error;
    expect(new Set(Object.values(distinct)).size).toBe(Object.keys(distinct).length);
  });

  it('ignores a code it does not know and keeps the transport kind', () => {
    expect(errorTagOf(fromResponse(409, { message: 'x', code: 'already_subscribed' }))).toBe('Conflict');
  });

  it('says a file is too large (413) rather than "server error, try again shortly", and offers no retry', () => {
    const text = words(413, { message: 'Il file è troppo grande.' });
    expect(text.it).toContain('troppo grande');
    expect(text.en).toContain('too large');
    expect(text.it).not.toBe(uiIt.error.Server);
    expect(isRetryable(errorTagOf(fromResponse(413, { message: 'x' })))).toBe(false);
    // Any other status without its own tag stays a server failure.
    expect(errorTagOf(fromResponse(502, { message: 'x' }))).toBe('Server');
  });
});
