// Wire date-times are wall-clock strings in the tenant's zone (DESIGN §8): convert them by text only,
// never through Date/UTC, so that daylight-saving days keep the hour the user typed.

export type DateTimeMode = 'date' | 'datetime';

const wireDateTime = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(?::(\d{2}))?$/;
const wireDate = /^(\d{4}-\d{2}-\d{2})$/;

/** `YYYY-MM-DD HH:mm:ss` → `YYYY-MM-DDTHH:mm[:ss]` (datetime-local) or `YYYY-MM-DD` (date); '' when not parseable. */
export const wireToInputValue = (wire: string | null, mode: DateTimeMode): string => {
  if (!wire) return '';
  const dateTime = wireDateTime.exec(wire);
  if (mode === 'date') return dateTime?.[1] ?? wireDate.exec(wire)?.[1] ?? '';
  if (!dateTime) {
    const dateOnly = wireDate.exec(wire)?.[1];
    return dateOnly ? `${dateOnly}T00:00` : '';
  }
  const seconds = dateTime[3];
  return seconds && seconds !== '00' ? `${dateTime[1]}T${dateTime[2]}:${seconds}` : `${dateTime[1]}T${dateTime[2]}`;
};

/** Input value → wire: `YYYY-MM-DD HH:mm:ss` (datetime) or `YYYY-MM-DD` (date); null when empty or invalid. */
export const inputValueToWire = (value: string, mode: DateTimeMode): string | null => {
  if (mode === 'date') return wireDate.exec(value)?.[1] ?? null;
  const match = wireDateTime.exec(value);
  if (!match) return null;
  return `${match[1]} ${match[2]}:${match[3] ?? '00'}`;
};
