// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MailServerReply } from '../../../src/ui/settings/MailServerReply.tsx';
import settings from '../../../locales/en/settings.json';
import { setupTestI18n } from '../components/i18nForTests.ts';

beforeAll(setupTestI18n);
afterEach(cleanup);

describe('a failed mail’s reason', () => {
  it('says in the reader’s words whose answer it is, and quotes the mail server’s words as not ours to translate', async () => {
    i18next.addResourceBundle('en', 'settings', settings);
    render(<MailServerReply reply="550 5.1.1 Mailbox unavailable" />);
    const quote = screen.getByText('550 5.1.1 Mailbox unavailable');
    expect(quote.tagName).toBe('Q');
    expect(quote.getAttribute('translate')).toBe('no');
    expect(quote.parentElement?.textContent).toMatch(/^The mail server answered: /);
  });
});
