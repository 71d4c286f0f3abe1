import { NamedRecordCreateScreen } from '../components/namedRecords/NamedRecordCreateScreen.tsx';
import { profileBrandRecords } from './profileBrandRecords.ts';

/** profileBrands/create (spec §2): then back to the list. */
const ProfileBrandCreateRoute = () => <NamedRecordCreateScreen descriptor={profileBrandRecords} />;

export default ProfileBrandCreateRoute;
