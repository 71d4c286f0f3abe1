import { NamedRecordListScreen } from '../components/namedRecords/NamedRecordListScreen.tsx';
import { profileCategoryRecords } from './profileCategoryRecords.ts';

/** profileCategories: search, edit link and delete on the generic named-record list. */
const ProfileCategoriesListRoute = () => <NamedRecordListScreen descriptor={profileCategoryRecords} />;

export default ProfileCategoriesListRoute;
