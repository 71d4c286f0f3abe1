import { holidaysOf, PATRON_SAINT_SETTING, patronSaintDay } from '../../../../src/domain/italianHolidays.ts';
import { getSetting } from '../../keyValue/settings.ts';
import { exportWord, SCREEN_WORDS } from '../vacations/excel.ts';
import { yearsOf } from '../vacations/duration.ts';
import { date, text, at } from './columns.ts';
import type { ExtraSheets } from './extraSheets.ts';

// The vacations export's "Festività" sheet: the Italian holidays and the tenant's patron saint of every year its
// requests touch (they cost no leave: the payroll consultant sees why a week of leave counts four days). A list
// with no request shows this year's.

export const holidaySheet: ExtraSheets = ({ db, tenantId, language, today }) => {
  const years = new Set<number>();
  return {
    see(row) {
      const start = at(row, 'start');
      const end = at(row, 'end');
      if (typeof start === 'string' && typeof end === 'string') for (const y of yearsOf(start, end)) years.add(y);
    },
    async sheets() {
      if (years.size === 0) years.add(Number(today.slice(0, 4)));
      // Read when the list is written: a patron saint changed meanwhile is the one the durations now count.
      const patron = patronSaintDay((await getSetting(db, tenantId, PATRON_SAINT_SETTING))?.value);
      const words = SCREEN_WORDS[language].vacations.holidays;
      const names: Readonly<Record<string, string>> = words.names;
      const rows = [...years].sort((a, b) => a - b).flatMap((y) => holidaysOf(y, patron)).map((h) => ({ date: h.date, name: names[h.key] ?? h.key }));
      return [{ name: words.legend, columns: [date('date'), text('name', 'name', 30)], headers: [exportWord('holidays.date', language), exportWord('holidays.name', language)], rows }];
    },
  };
};
