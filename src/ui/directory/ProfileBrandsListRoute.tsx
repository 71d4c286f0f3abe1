import { NamedRecordListScreen } from '../components/namedRecords/NamedRecordListScreen.tsx';
import { profileBrandRecords } from './profileBrandRecords.ts';

/** profileBrands: search, edit link and delete on the generic named-record list. */
const ProfileBrandsListRoute = () => <NamedRecordListScreen descriptor={profileBrandRecords} />;

export default ProfileBrandsListRoute;
