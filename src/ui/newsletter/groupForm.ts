import type { TFunction } from 'i18next';
import type { NewsletterGroup, NewsletterGroupInput } from '../../api/newsletter.ts';
import { guardMessage } from '../../domain/guards/guardMessages.ts';
import { required } from '../../domain/validation/required.ts';
import type { FieldErrors } from '../../machines/generic/errorTag.ts';
import { formRules } from '../components/formRules.ts';
import { messageText } from '../components/messageText.ts';

/** What the group form edits; the list picker keeps the chosen label beside the id. */
export type GroupFormValues = { listId: string | null; listName: string | null; name: string; notes: string };

export const groupToValues = (group: NewsletterGroup, listName: string | null): GroupFormValues => ({
  listId: String(group.idList),
  listName,
  name: group.Name,
  notes: group.Notes ?? '',
});

/** MailUp's PascalCase body, sent as written. */
export const groupBody = (values: GroupFormValues): NewsletterGroupInput => ({ Name: values.name.trim(), Notes: values.notes.trim() === '' ? null : values.notes.trim() });

/** Required name; a group is created inside a list, so no list is the spec's guard message (spec §5). */
export const groupValidate =
  (t: TFunction) =>
  (values: GroupFormValues): FieldErrors => {
    const errors = formRules<GroupFormValues>(t, { name: [required] })(values);
    return values.listId === null ? { ...errors, listId: [messageText(t, guardMessage('newsletterListIdRequiredToCreateGroup'))] } : errors;
  };
