import { Effect } from 'effect';
import type { Download } from '../../api/effect.ts';
import { Invalid, NotFound, type ApiError } from '../../api/errors.ts';
import { exportNewsletterListRecipients } from '../../api/exports.ts';
import {
  createNewsletterGroup,
  createNewsletterList,
  deleteNewsletterGroup,
  deleteNewsletterList,
  getNewsletterList,
  getNewsletterStatus,
  listNewsletterGroups,
  listNewsletterListRecipients,
  listNewsletterLists,
  testNewsletterConnection,
  updateNewsletterGroup,
  updateNewsletterList,
  updateNewsletterListRecipient,
  type NewsletterConnectionTest,
  type NewsletterGroup,
  type NewsletterGroupInput,
  type NewsletterList,
  type NewsletterListInput,
  type NewsletterRecipient,
  type NewsletterRecipientStatus,
  type NewsletterRecipientUpdate,
  type NewsletterStatus,
} from '../../api/newsletter.ts';
import { setMyPreference } from '../../api/preferences.ts';
import { commandLogic } from '../generic/command.logic.ts';
import type { ExportRequest } from '../generic/listExport.logic.ts';
import { confirmActionLogic } from '../generic/confirmAction.logic.ts';
import { formLogic } from '../generic/form.logic.ts';
import { pagedListLogic } from '../generic/pagedList.logic.ts';
import { recordLogic } from '../generic/record.logic.ts';
import { pickerOptions } from './pickerOptions.ts';

// The newsletter's lists, groups, recipients and settings bound to the API (the mailing service behind the server).
// The subscription of one recipient is its own workflow (newsletterSubscription.logic.ts).

export type NewsletterListFilters = { search?: string };

/** The lists call's query for the screen's search: the list and its export (`/exports/newsletter-lists`) read the same rows. */
export const newsletterListQuery = (filters: NewsletterListFilters) => (filters.search ? { search: filters.search } : {});

export const newsletterListsList = pagedListLogic<NewsletterList, NewsletterListFilters>((client, { page, pageSize, filters }) =>
  listNewsletterLists(client, { page, pageSize, ...newsletterListQuery(filters) }),
);

export const newsletterListRecord = recordLogic<NewsletterList>((client, id) => getNewsletterList(client, id));

export const newsletterListDeletion = confirmActionLogic<NewsletterList, void>((client, list) => deleteNewsletterList(client, list.idList));

/** `OwnerEmail` → `ownerEmail`, `Fields.0.Value` → `fields.0.value`: a PascalCase body path as the form names its field. */
const formFieldPath = (path: string): string =>
  path
    .split('.')
    .map((segment) => segment.charAt(0).toLowerCase() + segment.slice(1))
    .join('.');

/**
 * The mailing service's bodies keep their PascalCase keys (`Name`, `OwnerEmail`), so a refused save names its fields
 * that way, while the list and group forms name theirs in camelCase (`name`, `ownerEmail`): renamed here, each error
 * shows under its own field (and takes the focus) instead of an "invalid fields" notice with none highlighted.
 */
export const withFormFieldNames = <A>(save: Effect.Effect<A, ApiError>): Effect.Effect<A, ApiError> =>
  Effect.catchTag(save, 'Invalid', (error) =>
    Effect.fail(
      new Invalid({
        message: error.message,
        fields: Object.fromEntries(Object.entries(error.fields).map(([path, messages]) => [formFieldPath(path), messages])),
        ...(error.code === undefined ? {} : { code: error.code }),
      }),
    ),
  );

export const newsletterListCreate = formLogic<NewsletterListInput, NewsletterList>((client, body) => withFormFieldNames(createNewsletterList(client, body)));

export const newsletterListUpdate = formLogic<{ readonly id: number; readonly body: NewsletterListInput }, NewsletterList>((client, { id, body }) =>
  withFormFieldNames(updateNewsletterList(client, id, body)),
);

/** A list's groups (the list's id the context). */
export const newsletterGroupsList = pagedListLogic<NewsletterGroup, Record<string, never>, number>((client, { page, pageSize }, listId) =>
  listNewsletterGroups(client, listId, { page, pageSize }),
);

export type GroupInList = { readonly list: NewsletterList; readonly group: NewsletterGroup };

/**
 * A group with its list, for the group's edit screen: the record's id is the list's, the group's id the context.
 * The service has no "get one group": the group is found among its list's groups, and one not there is the
 * record's NotFound (the screen's "missing" outcome), as a missing list is.
 */
export const newsletterGroupRecord = recordLogic<GroupInList, number>((client, listId, groupId) =>
  Effect.flatMap(Effect.all([getNewsletterList(client, listId), listNewsletterGroups(client, listId, { pageSize: 500 })], { concurrency: 2 }), ([list, groups]) => {
    const group = groups.items.find((candidate) => candidate.idGroup === groupId);
    return group ? Effect.succeed({ list, group }) : Effect.fail(new NotFound({ message: 'Group not found.' }));
  }),
);

/** A new group in the chosen list (the form's rule refuses a missing list: the call is never made without one). */
export const newsletterGroupCreate = formLogic<{ readonly listId: number | null; readonly body: NewsletterGroupInput }, NewsletterGroup>((client, { listId, body }) =>
  listId === null ? Effect.die('no list') : withFormFieldNames(createNewsletterGroup(client, listId, body)),
);

export const newsletterGroupUpdate = formLogic<{ readonly listId: number; readonly groupId: number; readonly body: NewsletterGroupInput }, NewsletterGroup>((client, { listId, groupId, body }) =>
  withFormFieldNames(updateNewsletterGroup(client, listId, groupId, body)),
);

/** A group deleted from its list (its recipients stay in the list), after the confirmation. */
export const newsletterGroupDeletion = confirmActionLogic<GroupInList, void>((client, { list, group }) => deleteNewsletterGroup(client, list.idList, group.idGroup));

/** Lists to pick (a new group's list): one page per typed text. */
export const newsletterListOptions = pickerOptions(listNewsletterLists, (list) => ({ value: String(list.idList), label: list.Name }));

export type RecipientFilters = { search?: string; status?: NewsletterRecipientStatus | null };

const recipientQuery = (filters: RecipientFilters) => ({ ...(filters.search ? { search: filters.search } : {}), ...(filters.status ? { status: filters.status } : {}) });

/** A list's recipients (the list's id the context), by search and status. */
export const newsletterRecipientsList = pagedListLogic<NewsletterRecipient, RecipientFilters, number>((client, { page, pageSize, filters }, listId) =>
  listNewsletterListRecipients(client, listId, { page, pageSize, ...recipientQuery(filters) }),
);

/** A list's recipients as XLSX or CSV (ExportMenu's command): the filters the tab shows at that moment. */
/** A recipient's name and fields corrected (the edit dialog of the recipients tab). */
export const newsletterRecipientSave = commandLogic<{ readonly listId: number; readonly recipientId: number; readonly body: NewsletterRecipientUpdate }, NewsletterRecipient>(
  (client, { listId, recipientId, body }) => updateNewsletterListRecipient(client, listId, recipientId, body),
);

export const newsletterRecipientsExport = commandLogic<ExportRequest<{ readonly listId: number; readonly filters: RecipientFilters }>, Download>((client, { format, filter }) =>
  exportNewsletterListRecipients(client, filter.listId, format, recipientQuery(filter.filters)),
);

/** The user's mailing-service login state (one record without an id of its own: any id reads it). */
export const newsletterStatusRecord = recordLogic<NewsletterStatus>((client) => getNewsletterStatus(client));

/** What the settings form saves: the switch, the user name, and a password only when one was typed. */
export type NewsletterSettings = { readonly enabled: boolean; readonly username: string; readonly password: string | null };

/**
 * The credentials are the user's preferences; no password keeps the stored one (it is never sent back). The answer
 * is the login state read again with them.
 */
export const newsletterSettingsSave = formLogic<NewsletterSettings, NewsletterStatus>((client, { enabled, username, password }) =>
  Effect.flatMap(
    Effect.all([
      setMyPreference(client, { key: 'newsletter.enabled', value: enabled ? 'enabled' : 'disabled' }),
      setMyPreference(client, { key: 'newsletter.username', value: username }),
      ...(password === null ? [] : [setMyPreference(client, { key: 'newsletter.password', value: password })]),
    ]),
    () => getNewsletterStatus(client),
  ),
);

export const newsletterConnectionTest = commandLogic<void, NewsletterConnectionTest>((client) => testNewsletterConnection(client));
