import { deleteArticle, getArticle, type Article } from '../../api/articles.ts';
import { confirmActionLogic } from '../generic/confirmAction.logic.ts';
import { recordLogic } from '../generic/record.logic.ts';

// The articles module's records, lists, forms and commands bound to the API (issue 32): its screens pass these to
// the generic hooks and never call src/api themselves. Alphabetical.

export const articleDeletion = confirmActionLogic((client, article: Article) => deleteArticle(client, article.id));

export const articleRecord = recordLogic((client, id: number) => getArticle(client, id));
