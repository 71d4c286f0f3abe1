import { NamedRecordCreateScreen } from '../components/namedRecords/NamedRecordCreateScreen.tsx';
import { profileCategoryRecords } from './profileCategoryRecords.ts';

/** profileCategories/create (spec §2): then back to the list. */
const ProfileCategoryCreateRoute = () => <NamedRecordCreateScreen descriptor={profileCategoryRecords} />;

export default ProfileCategoryCreateRoute;
