import { expect, type Locator, type Page } from '@playwright/test';

/** The calendar screen (Schedule-X views and side list) and the event editor. */
export class CalendarPage {
  readonly heading: Locator;
  readonly view: Locator;
  readonly sidebar: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.view = page.getByTestId('schedule-x');
    this.sidebar = page.getByRole('complementary', { name: /^(Calendari|Calendars)$/ });
  }

  async goto(): Promise<void> {
    await this.page.goto('/calendar');
    await expect(this.heading).toHaveText(/^(Calendario|Calendar)$/);
    await expect(this.view.locator('.sx__calendar')).toBeVisible();
  }

  /** Back to the calendar from a screen it opened, in the app (no new page load), as the browser's Back button does. */
  async back(): Promise<void> {
    await this.page.goBack();
    await expect(this.heading).toHaveText(/^(Calendario|Calendar)$/);
    await expect(this.view.locator('.sx__calendar')).toBeVisible();
  }

  async gotoCreate(): Promise<void> {
    await this.page.goto('/calendar/events/create');
    await expect(this.heading).toHaveText(/^(Nuovo evento|New event)$/);
  }

  async gotoEdit(calendarId: number, eventId: number): Promise<void> {
    await this.page.goto(`/calendar/${calendarId}/events/${eventId}/edit`);
    await expect(this.heading).toHaveText(/^(Modifica evento|Edit event)$/);
    await expect(this.dateTime(/^(Inizio|Start)/).date).not.toHaveValue('');
  }

  dateTime(name: RegExp): { date: Locator; time: Locator } {
    const inputs = this.page.getByLabel(name);
    return { date: inputs.nth(0), time: inputs.nth(1) };
  }

  /** Types a wire value (`2026-11-24 16:00`) as people do: `24/11/2026` then `16:00`, leaving the field. */
  async fillDateTime(name: RegExp, value: string): Promise<void> {
    const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}:\d{2})/.exec(value);
    if (!match) throw new Error(`not a date-time: ${value}`);
    const [, year, month, day, time] = match;
    const inputs = this.dateTime(name);
    await inputs.date.fill(`${day}/${month}/${year}`);
    await inputs.date.blur();
    await inputs.time.fill(time ?? '');
    await inputs.time.blur();
  }

  async fillSummary(summary: string): Promise<void> {
    await this.page.getByRole('textbox', { name: /^(Titolo|Title)/ }).fill(summary);
  }

  async chooseCalendar(name: string): Promise<void> {
    await this.page.getByRole('combobox', { name: /^(Calendario|Calendar)/ }).click();
    await this.page.getByRole('option', { name }).click();
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: /^(Salva|Save)$/ }).click();
  }

  async subscribeTo(name: RegExp): Promise<void> {
    await this.sidebar.getByRole('combobox', { name: /^(Calendario di un collega|A colleague's calendar)/ }).click();
    await this.page.getByRole('option', { name }).click();
    await this.sidebar.getByRole('button', { name: /^(Iscriviti|Subscribe)$/ }).click();
  }
}
