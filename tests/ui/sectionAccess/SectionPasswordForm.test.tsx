// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import sectionAccess from '../../../locales/en/sectionAccess.json';
import ui from '../../../locales/en/ui.json';
import { SectionPasswordForm } from '../../../src/ui/components/sectionAccess/SectionPasswordForm.tsx';
import { minutesSeconds } from '../../../src/ui/components/sectionAccess/useCountdown.ts';

beforeAll(async () => {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({ lng: 'en', ns: ['ui'], defaultNS: 'ui', resources: { en: { ui } }, interpolation: { escapeValue: false } });
  }
  i18next.addResourceBundle('en', 'sectionAccess', sectionAccess, true, true);
});

afterEach(cleanup);

describe('section password prompt', () => {
  it("shows the sign-in throttle's answer with the minutes to wait", () => {
    render(<SectionPasswordForm busy={false} failure={{ kind: 'throttled', retryAfterSeconds: 840 }} onSubmit={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toBe('Too many wrong attempts: try again in 14 minutes.');
  });

  it('says when the password is wrong, and sends the typed password once, clearing the field', () => {
    const sent: string[] = [];
    render(<SectionPasswordForm busy={false} failure={{ kind: 'wrongPassword' }} onSubmit={(password) => sent.push(password)} />);
    expect(screen.getByRole('alert').textContent).toBe('The password is incorrect.');
    const field = screen.getByLabelText(/^Password/);
    fireEvent.change(field, { target: { value: 'Bottega!2026' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Section login' }));
    expect(sent).toEqual(['Bottega!2026']);
    expect((field as HTMLInputElement).value).toBe('');
    // An empty field sends nothing.
    fireEvent.submit(screen.getByRole('form', { name: 'Section login' }));
    expect(sent).toHaveLength(1);
  });

  it('reads the time left as minutes and seconds', () => {
    expect(minutesSeconds(600)).toBe('10:00');
    expect(minutesSeconds(65)).toBe('1:05');
  });
});
