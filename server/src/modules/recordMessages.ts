import { fieldParam, message, type Message } from '../i18n/message.ts';

// Refusals many modules word alike (catalogue section `records`): an id pointing nowhere, a taken code, an end
// before its start. One wording each, so every module reads the same in both languages.

/** "The choice for <field label> is not valid." (right for a list too: "materials") (catalogue `validation.choice`, shared with the contract check). */
export const selectedInvalid = (field: string): Message => message('validation.choice', { field: fieldParam(field) });

/** Ids of a list that are not the tenant's profiles, named so the person finds them. */
export const unknownProfiles = (ids: readonly (number | string)[]): Message => message('records.unknownProfiles', { ids: ids.join(', ') });

export const CODE_TAKEN = message('records.codeTaken');
export const NAME_TAKEN = message('records.nameTaken');
export const END_BEFORE_START = message('records.endBeforeStart');
