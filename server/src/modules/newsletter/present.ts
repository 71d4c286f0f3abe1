import type { MailingGroup, MailingList, MailingRecipient } from '../../providers/mailing/provider.ts';

// Provider records → the contract's newsletter records: MailUp's own shapes, key for key (the contract marks them
// x-preserve-case), so a record read from the real service and one from the fake look the same to the app.

export const presentList = (l: MailingList) => ({ ...l });

export const presentGroup = (g: MailingGroup) => ({ ...g });

export const presentRecipient = (r: MailingRecipient) => ({ ...r, Fields: r.Fields.map((f) => ({ ...f })) });
