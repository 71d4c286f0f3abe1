// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
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
