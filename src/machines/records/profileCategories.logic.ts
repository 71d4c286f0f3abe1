import {
  createProfileCategory,
  deleteProfileCategory,
  getProfileCategory,
  listProfileCategories,
  updateProfileCategory,
  type ProfileCategory,
  type ProfileCategoryInput,
} from '../../api/profileCategories.ts';
import { namedRecordLogic } from '../generic/namedRecord.logic.ts';
import { pickerOptions } from './pickerOptions.ts';

// Profile categories bound to the API: the calls of their named-record screens (profileCategoryRecords.ts) and the
// profile form's category picker.

export const profileCategoryRecords = namedRecordLogic<ProfileCategory, ProfileCategoryInput>({
  list: listProfileCategories,
  get: getProfileCategory,
  create: createProfileCategory,
  update: updateProfileCategory,
  remove: deleteProfileCategory,
});

/** Categories to pick: one page per typed text. */
export const categoryOptions = pickerOptions(listProfileCategories, (category) => ({ value: String(category.id), label: category.name }));
