import type { MailingGroup, MailingList, MailingRecipient } from '../../providers/mailing/provider.ts';

// Provider records → the contract's newsletter records: the provider's id names written literally
// (`idList`, `idGroup`, `idRecipient`), every other key a single lower-case word.

export const presentList = (l: MailingList) => ({
  idList: l.IdList,
  name: l.Name,
  description: l.Description,
  notes: l.Notes,
  owner: l.OwnerEmail,
  business: l.Business,
  customer: l.Customer,
});

export const presentGroup = (g: MailingGroup) => ({ idGroup: g.IdGroup, idList: g.IdList, name: g.Name, notes: g.Notes });

export const presentRecipient = (r: MailingRecipient) => ({
  idRecipient: r.IdRecipient,
  idGroup: r.IdGroup,
  email: r.Email,
  name: r.Name,
  status: r.Status,
  fields: r.Fields.map((f) => ({ id: f.Id, value: f.Value })),
});
