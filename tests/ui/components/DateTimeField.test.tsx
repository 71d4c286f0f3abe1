// @vitest-environment happy-dom
import { cleanup, render as renderBare, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState, type ReactElement, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import itUi from '../../../locales/it/ui.json';
import { sessionEntry } from '../../../src/machines/introspection/entries/session.entry.ts';
import { SessionContext } from '../../../src/ui/app/SessionContext.ts';
import { DateTimeField, type DateTimeFieldProps } from '../../../src/ui/components/DateTimeField.tsx';
import { setupTestI18n } from './i18nForTests.ts';

// The calendar grid reads the user's first day of the week from the session (Monday when it has none).
const WithSession = ({ children }: { children: ReactNode }) => (
  <SessionContext.Provider logic={sessionEntry.stubbed} options={{ input: { storedSession: null } }}>
    {children}
  </SessionContext.Provider>
);
const render = (ui: ReactElement) => renderBare(ui, { wrapper: WithSession });

beforeAll(async () => {
  await setupTestI18n();
  i18next.addResourceBundle('it', 'ui', itUi);
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

type Harness = Partial<DateTimeFieldProps> & { initial?: string | null; onChange?: (value: string | null) => void };

// A form keeps the value: the field is controlled, as in useForm.
const Controlled = ({ initial = null, onChange, ...props }: Harness) => {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <DateTimeField
        label="Start"
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <output data-testid="wire">{value ?? 'null'}</output>
    </>
  );
};

const wire = () => screen.getByTestId('wire').textContent;

describe('DateTimeField', () => {
  it('reads dd/mm/yyyy and HH:mm typed in Italian into the wire value', async () => {
    await i18next.changeLanguage('it');
    const user = userEvent.setup();
    render(<Controlled label="Inizio" />);
    const date = screen.getByRole('textbox', { name: 'Inizio' });
    expect(date.getAttribute('placeholder')).toBe('gg/mm/aaaa');
    await user.type(date, '24/11/2026');
    expect(wire()).toBe('2026-11-24 00:00:00');
    await user.type(screen.getByRole('textbox', { name: 'Inizio ora' }), '16:00');
    expect(wire()).toBe('2026-11-24 16:00:00');
  });

  it('reads the same day first form in English, and a date-only field gives YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled label="Start date" mode="date" onChange={onChange} />);
    const date = screen.getByRole('textbox', { name: 'Start date' });
    expect(date.getAttribute('placeholder')).toBe('dd/mm/yyyy');
    expect(screen.queryByRole('textbox', { name: /time/ })).toBeNull();
    await user.type(date, '24/11/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-24');
    await user.clear(date);
    await user.type(date, '1/2/2026');
    await user.tab();
    expect(wire()).toBe('2026-02-01');
    expect((date as HTMLInputElement).value).toBe('01/02/2026');
  });

  it('shows a stored value in the app language, daylight-saving hour included', async () => {
    await i18next.changeLanguage('it');
    render(<Controlled initial="2026-03-29 02:30:00" />);
    expect((screen.getByRole('textbox', { name: 'Start' }) as HTMLInputElement).value).toBe('29/03/2026');
    expect((screen.getByRole('textbox', { name: 'Start ora' }) as HTMLInputElement).value).toBe('02:30');
  });

  it('refuses a day that does not exist with a message, and clears the value', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="2026-02-10 08:00:00" />);
    const date = screen.getByRole('textbox', { name: 'Start' });
    await user.clear(date);
    await user.type(date, '30/02/2026');
    await user.tab();
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Not a valid date: type dd\/mm\/yyyy/)).toBeTruthy();
    expect(wire()).toBe('null');
    await user.clear(date);
    await user.type(date, '28/02/2026');
    expect(wire()).toBe('2026-02-28 08:00:00');
    expect(screen.queryByText(/Not a valid date/)).toBeNull();
  });

  it('refuses a time that does not exist', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="2026-02-10 08:00:00" />);
    const time = screen.getByRole('textbox', { name: 'Start time' });
    await user.clear(time);
    await user.type(time, '25:00');
    await user.tab();
    expect(time.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Not a valid time/)).toBeTruthy();
    expect(wire()).toBe('null');
  });

  it('is used from the keyboard: tab through date, time and the calendar button, Alt+ArrowDown opens the calendar', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="2026-11-24 16:00:00" />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Start' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Start time' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open the calendar' }));
    await user.click(screen.getByRole('textbox', { name: 'Start' }));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close the calendar' }).getAttribute('aria-expanded')).toBe('true'));
  });

  it('takes a day picked in the calendar, keeping the time', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="2026-11-24 16:00:00" />);
    await user.click(screen.getByRole('button', { name: 'Open the calendar' }));
    const day = await screen.findByRole('button', { name: /November 27, 2026|27 November 2026/ });
    await user.click(day);
    await waitFor(() => expect(wire()).toBe('2026-11-27 16:00:00'));
    expect((screen.getByRole('textbox', { name: 'Start' }) as HTMLInputElement).value).toBe('27/11/2026');
  });

  it('gives focus back to the calendar button once a day is picked with the keyboard, or the calendar closed with Escape', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="2026-11-24 16:00:00" />);
    const button = screen.getByRole('button', { name: 'Open the calendar' });
    button.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('button', { name: /November 24, 2026|24 November 2026/ });
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(wire()).toBe('2026-11-25 16:00:00'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open the calendar' })));
    await user.keyboard('{Enter}');
    await screen.findByRole('button', { name: /November 25, 2026|25 November 2026/ });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open the calendar' })));
  });

  it('replaces the texts when the value changes from outside', async () => {
    const { rerender } = render(<DateTimeField label="Start" value="2026-11-24 16:00:00" onValueChange={() => undefined} />);
    rerender(<DateTimeField label="Start" value={null} onValueChange={() => undefined} />);
    expect((screen.getByRole('textbox', { name: 'Start' }) as HTMLInputElement).value).toBe('');
  });

  it('with an optional time, a day typed alone is the day (not midnight), shown back without a time', async () => {
    const user = userEvent.setup();
    render(<Controlled label="Next action" timeOptional initial="2026-03-09" />);
    const date = screen.getByRole('textbox', { name: 'Next action' });
    const time = screen.getByRole('textbox', { name: 'Next action time' });
    expect((date as HTMLInputElement).value).toBe('09/03/2026');
    expect((time as HTMLInputElement).value).toBe('');
    await user.clear(date);
    await user.type(date, '10/03/2026');
    await user.tab();
    expect(wire()).toBe('2026-03-10');
    await user.type(time, '9:30');
    await user.tab();
    expect(wire()).toBe('2026-03-10 09:30:00');
    await user.clear(time);
    await user.tab();
    expect(wire()).toBe('2026-03-10');
  });

  it('without the option, an empty time is still midnight', async () => {
    const user = userEvent.setup();
    render(<Controlled label="Start" />);
    await user.type(screen.getByRole('textbox', { name: 'Start' }), '10/03/2026');
    await user.tab();
    expect(wire()).toBe('2026-03-10 00:00:00');
  });
});
