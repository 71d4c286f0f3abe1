// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { dateFormatter } from '../../../src/domain/dateFormat.ts';
import { eventAccessibleName } from '../../../src/ui/calendar/eventAccessibleName.ts';
import { repairScheduleXAria, watchScheduleXAria } from '../../../src/ui/calendar/scheduleXAria.ts';

describe('Schedule-X aria repair', () => {
  it('gives labelled plain elements the role their behaviour has, keeping the label', () => {
    document.body.innerHTML = `
      <div id="event" tabindex="0" aria-label="Riunione 09:00"></div>
      <div id="day" aria-label="lunedì 30 marzo"></div>
      <span id="off" tabindex="-1" aria-label="Altro"></span>
      <button id="button" aria-label="Avanti"></button>
      <div id="grid" role="grid" aria-label="Settimana"></div>`;
    repairScheduleXAria(document.body);
    expect(document.getElementById('event')?.getAttribute('role')).toBe('button');
    expect(document.getElementById('event')?.getAttribute('aria-label')).toBe('Riunione 09:00');
    expect(document.getElementById('day')?.getAttribute('role')).toBe('group');
    expect(document.getElementById('off')?.getAttribute('role')).toBe('group');
    expect(document.getElementById('button')?.hasAttribute('role')).toBe(false);
    expect(document.getElementById('grid')?.getAttribute('role')).toBe('grid');
  });

  it('makes the scrolling days and hours focusable and named, so the keyboard scrolls them with no event inside', () => {
    document.body.innerHTML = '<div class="sx__view-container" id="hours"><div class="sx__week-grid"></div></div>';
    repairScheduleXAria(document.body, undefined, undefined, 'Giorni e ore del calendario');
    const hours = document.getElementById('hours');
    expect([hours?.getAttribute('tabindex'), hours?.getAttribute('role'), hours?.getAttribute('aria-label')]).toEqual(['0', 'group', 'Giorni e ore del calendario']);
    // Without a name to give it, the area is left as Schedule-X made it.
    document.body.innerHTML = '<div class="sx__view-container" id="bare"></div>';
    repairScheduleXAria(document.body);
    expect(document.getElementById('bare')?.hasAttribute('tabindex')).toBe(false);
  });

  it('names the date field by its label, which the dark theme hides', () => {
    document.body.innerHTML = `
      <div class="is-dark"><label for="s1" id="s2" style="display: none">Data</label><input id="s1" aria-describedby="s2" /></div>`;
    repairScheduleXAria(document.body);
    expect(document.getElementById('s1')?.getAttribute('aria-label')).toBe('Data');
  });

  it('repairs what is rendered later', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root') as HTMLElement;
    const stop = watchScheduleXAria(root);
    const late = document.createElement('div');
    late.setAttribute('aria-label', 'Nuovo giorno');
    root.append(late);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(late.getAttribute('role')).toBe('group');
    stop();
  });
});

describe("the calendar views' event names", () => {
  const parts = new Map([
    ['5', { title: 'Riunione di coordinamento', allDay: false, start: '2026-11-24 16:00:00', end: '2026-11-24 17:00:00' }],
    ['6', { title: 'Trasferta', allDay: false, start: '2026-11-24 22:00:00', end: '2026-11-25 06:30:00' }],
    ['7', { title: 'Chiusura uffici', allDay: true, start: '2026-11-24', end: '2026-11-24' }],
    ['8', { title: 'Fiera', allDay: true, start: '2026-11-24', end: '2026-11-26' }],
  ]);
  const nameIn = (language: 'it' | 'en') => (id: string) => {
    const part = parts.get(id);
    return part === undefined ? undefined : eventAccessibleName(part, dateFormatter(language));
  };

  it('names a timed event (week, day, month views) by title, day and time range, as the all-day ones are named', () => {
    // Schedule-X's timed box: a button with no name of its own, read as "Riunione di coordinamento 16:00 – 17:00".
    document.body.innerHTML = `
      <div id="timed" class="sx__time-grid-event" data-event-id="5" role="button" tabindex="0"><div>Riunione di coordinamento</div><div>16:00 – 17:00</div></div>
      <div id="night" class="sx__month-grid-event" data-event-id="6" role="button" tabindex="0"><div>22:00</div><div>Trasferta</div></div>
      <div id="day" class="sx__date-grid-event" data-event-id="7" role="button" tabindex="0" aria-label="Chiusura uffici 24 novembre 2026"></div>
      <div id="days" class="sx__date-grid-event" data-event-id="8" role="button" tabindex="0" aria-label="Fiera"></div>
      <div id="other" data-event-id="99" role="button" tabindex="0"></div>`;
    repairScheduleXAria(document.body, undefined, nameIn('it'));
    expect(document.getElementById('timed')?.getAttribute('aria-label')).toBe('Riunione di coordinamento, martedì 24 novembre 2026, 16:00 – 17:00');
    expect(document.getElementById('night')?.getAttribute('aria-label')).toBe('Trasferta, martedì 24 novembre 2026 22:00 – mercoledì 25 novembre 2026 06:30');
    expect(document.getElementById('day')?.getAttribute('aria-label')).toBe('Chiusura uffici, martedì 24 novembre 2026');
    expect(document.getElementById('days')?.getAttribute('aria-label')).toBe('Fiera, martedì 24 novembre 2026 – giovedì 26 novembre 2026');
    // An element whose event is not known is left as it is.
    expect(document.getElementById('other')?.hasAttribute('aria-label')).toBe(false);
    repairScheduleXAria(document.body, undefined, nameIn('en'));
    expect(document.getElementById('timed')?.getAttribute('aria-label')).toBe('Riunione di coordinamento, Tuesday 24 November 2026, 16:00 – 17:00');
  });

  it("follows a moved event's new time, which changes only its text", async () => {
    document.body.innerHTML = '<div id="root"><div id="timed" data-event-id="5" role="button" tabindex="0"><span id="time">16:00 – 17:00</span></div></div>';
    const root = document.getElementById('root') as HTMLElement;
    const stop = watchScheduleXAria(root, undefined, nameIn('it'));
    expect(document.getElementById('timed')?.getAttribute('aria-label')).toBe('Riunione di coordinamento, martedì 24 novembre 2026, 16:00 – 17:00');
    parts.set('5', { title: 'Riunione di coordinamento', allDay: false, start: '2026-11-24 16:15:00', end: '2026-11-24 17:15:00' });
    const text = document.getElementById('time')?.firstChild;
    if (text) text.textContent = '16:15 – 17:15';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.getElementById('timed')?.getAttribute('aria-label')).toBe('Riunione di coordinamento, martedì 24 novembre 2026, 16:15 – 17:15');
    stop();
  });
});
