// Named routes of the newsletter (spec §2): after creating or updating a list or a group the app goes to the list's
// detail, route name `newsletter.list.show`, whose `listId` parameter is text.

export const NEWSLETTER_LIST_SHOW = 'newsletter.list.show';

export const routeTo = {
  newsletterLists: (): string => '/newsletter/lists',
  newsletterListShow: (listId: string): string => `/newsletter/lists/${encodeURIComponent(listId)}`,
  newsletterListEdit: (listId: string): string => `/newsletter/lists/${encodeURIComponent(listId)}/edit`,
  newsletterGroupCreate: (listId?: string): string => (listId ? `/newsletter/groups/create?listId=${encodeURIComponent(listId)}` : '/newsletter/groups/create'),
  newsletterGroupEdit: (listId: string, groupId: string): string => `/newsletter/lists/${encodeURIComponent(listId)}/groups/${encodeURIComponent(groupId)}/edit`,
} as const;
