import type { Effect } from 'effect';
import type { Page } from '../../api/envelope.ts';
import type { ApiError } from '../../api/errors.ts';
import { pagedListLogic } from './pagedList.logic.ts';

// A RemoteCombobox's choices: one paged list per picker, searching by the typed text. What a picker lists is a
// loader made in a module's logic file (e.g. `customerOptions(client)`, src/machines/records/options.logic.ts),
// handed to the picker as the list's context, so every picker shares this one machine definition.

/** `detail`: a second line under the label, to tell choices of one name apart (a city, an e-mail). */
export type PickerChoice = { readonly value: string; readonly label: string; readonly detail?: string };

/** One page of choices for the typed text (empty text: the first page). */
export type PickerLoad = (search: string) => Effect.Effect<Page<PickerChoice>, ApiError>;

export type PickerFilters = { search?: string };

export const pickerChoices = pagedListLogic<PickerChoice, PickerFilters, PickerLoad>((_client, { filters }, load) => load(filters.search ?? ''));
