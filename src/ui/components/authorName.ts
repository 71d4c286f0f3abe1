import type { TFunction } from 'i18next';

/**
 * A record's author as people read it. The server keeps a record whose author was deleted and names that author with
 * an empty name (a sales report's `user`): shown as a blank cell, a blank "Agent" row and "27/11/2026 · " before.
 */
export const authorName = (author: { readonly name: string }, t: TFunction): string => (author.name.trim() === '' ? t('common:deletedUser') : author.name);
