import { describe, expect, it } from 'vitest';
import errorsIt from '../../../locales/it/errors.json';
import uiIt from '../../../locales/it/ui.json';
import { newsletterBlock, newsletterBlockKey } from '../../../src/ui/newsletter/newsletterBlock.ts';

describe('what stops the newsletter', () => {
  it('names a switched-off newsletter or missing credentials by the server’s code', () => {
    expect(newsletterBlock('NewsletterDisabled', 'enabled')).toBe('NewsletterDisabled');
    expect(newsletterBlock('CredentialsMissing', 'enabled')).toBe('CredentialsMissing');
  });

  it('knows a switched-off newsletter from the preference at start-up, before any call fails', () => {
    expect(newsletterBlock(null, 'disabled')).toBe('NewsletterDisabled');
    expect(newsletterBlock(null, 'enabled')).toBeNull();
    expect(newsletterBlock(null, null)).toBeNull();
  });

  it('reads a bare 409 of the newsletter calls as "not configured", never as an edit conflict', () => {
    expect(newsletterBlock('Conflict', null)).toBe('NotConfigured');
    expect(newsletterBlockKey('NotConfigured')).toBe('errors:newsletter.notConfigured');
    expect(errorsIt.newsletter.notConfigured).not.toBe(uiIt.error.Conflict);
  });

  it('is no block for other failures (they keep their own words)', () => {
    expect(newsletterBlock('Network', 'enabled')).toBeNull();
    expect(newsletterBlock('Server', null)).toBeNull();
  });
});
