import type { Vacation, VacationStatus } from '../../api/vacations.ts';
import { eventColour } from '../../domain/eventColour.ts';
import type { BadgeTone } from '../components/Badge.tsx';

// How a request's status reads and looks: the badge tone, and the colour its calendar event has (spec §9).

export const VACATION_STATUSES: readonly VacationStatus[] = ['pending', 'accepted', 'modified', 'rejected'];

export const STATUS_TONES: Readonly<Record<VacationStatus, BadgeTone>> = { pending: 'warning', accepted: 'success', modified: 'info', rejected: 'danger' };

/** The calendar colour of the request: grey while pending, the type's colour once decided. */
export const vacationColour = (vacation: Pick<Vacation, 'type' | 'typeDescription' | 'status'>): string =>
  eventColour({ type: vacation.type, typeDescription: vacation.typeDescription, vacation: { status: vacation.status } });

export const isVacationStatus = (value: string | null | undefined): value is VacationStatus =>
  value !== null && value !== undefined && (VACATION_STATUSES as readonly string[]).includes(value);
