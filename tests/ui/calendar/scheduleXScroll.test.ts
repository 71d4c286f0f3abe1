// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { scrollToHour, watchFirstScroll } from '../../../src/ui/calendar/scheduleXScroll.ts';

// happy-dom lays nothing out: each hour row is given its offset, 70 px apart below a 90 px header.
const timeGrid = () => {
  const container = document.createElement('div');
  container.className = 'sx__view-container';
  for (let hour = 0; hour < 24; hour += 1) {
    const row = document.createElement('div');
    row.className = 'sx__week-grid__hour';
    Object.defineProperty(row, 'offsetTop', { value: 90 + hour * 70 });
    container.append(row);
  }
  return container;
};

describe('the time grid opens at the start of the working day', () => {
  it('scrolls the view so that 07:00 is at the top', () => {
    document.body.innerHTML = '';
    const grid = timeGrid();
    document.body.append(grid);
    expect(scrollToHour(document.body, 7)).toBe(true);
    expect(grid.scrollTop).toBe(490);
  });

  it('waits for the grid (the view draws it later), scrolls once, then leaves the scrolling to the person', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root') as HTMLElement;
    const stop = watchFirstScroll(root);
    const grid = timeGrid();
    root.append(grid);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(grid.scrollTop).toBe(490);
    grid.scrollTop = 0;
    root.append(document.createElement('div'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(grid.scrollTop).toBe(0);
    stop();
  });

  it('does nothing on a view without a time grid (month, list)', () => {
    document.body.innerHTML = '<div class="sx__view-container"></div>';
    expect(scrollToHour(document.body, 7)).toBe(false);
  });
});
