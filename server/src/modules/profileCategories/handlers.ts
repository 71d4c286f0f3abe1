import { profileCategories } from '../../db/schema/directory.ts';
import type { HandlerMap } from '../../http/handler.ts';
import { namedRecordHandlers } from '../../shared/listing/namedRecordHandlers.ts';

// Profile categories (Retail, Ingrosso…). No default page size (spec §9). Deleting one leaves its profiles
// without a category (the foreign key sets null).

const categories = namedRecordHandlers({ table: profileCategories, defaultPageSize: null });

export const handlers = {
  listProfileCategories: categories.list,
  createProfileCategory: categories.create,
  getProfileCategory: categories.get,
  updateProfileCategory: categories.update,
  deleteProfileCategory: categories.remove,
} satisfies HandlerMap;
