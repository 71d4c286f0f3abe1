import type { Vacation, VacationStatus } from '../../../api/vacations.ts';
import { eventColour } from '../../../domain/eventColour.ts';
import type { BadgeTone } from '../Badge.tsx';

// How a request's status reads and looks: the badge tone, and the colour its calendar event has (spec §9).

export const STATUS_TONES: Readonly<Record<VacationStatus, BadgeTone>> = { pending: 'warning', accepted: 'success', modified: 'info', rejected: 'danger' };

/** The calendar colour of the request: grey while pending, the type's colour once decided. */
export const vacationColour = (vacation: Pick<Vacation, 'type' | 'typeDescription' | 'status'>): string =>
  eventColour({ type: vacation.type, typeDescription: vacation.typeDescription, vacation: { status: vacation.status } });

/**
 * How a request looks on the leave calendars (issue 30 point 6): pending grey and approved in the type's colour
 * (spec §9) are filled; a rejected one is only outlined (dashed, in the type's colour) and struck through, with a
 * cross, so it never reads as approved, without relying on colour. `mark` is the icon the chip shows.
 */
export type ChipLook = { readonly fill: string | null; readonly outline: string | null; readonly struck: boolean; readonly mark: 'pending' | 'approved' | 'rejected' };

export const chipLook = (vacation: Pick<Vacation, 'type' | 'typeDescription' | 'status'>): ChipLook => {
  if (vacation.status === 'rejected') {
    // The colour the request would have had approved: the outline still says which type was refused.
    const typeColour = eventColour({ type: vacation.type, typeDescription: vacation.typeDescription, vacation: { status: 'accepted' } });
    return { fill: null, outline: typeColour, struck: true, mark: 'rejected' };
  }
  return { fill: vacationColour(vacation), outline: null, struck: false, mark: vacation.status === 'pending' ? 'pending' : 'approved' };
};
