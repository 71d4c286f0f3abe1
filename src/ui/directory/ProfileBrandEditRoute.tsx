import { useParams } from 'wouter';
import { NamedRecordEditScreen } from '../components/namedRecords/NamedRecordEditScreen.tsx';
import { idFromParam } from '../components/useRecord.ts';
import { profileBrandRecords } from './profileBrandRecords.ts';

/** profileBrands/{profileBrandId}/edit: then back to the list. */
const ProfileBrandEditRoute = () => {
  const { profileBrandId } = useParams<{ profileBrandId: string }>();
  return <NamedRecordEditScreen descriptor={profileBrandRecords} id={idFromParam(profileBrandId)} />;
};

export default ProfileBrandEditRoute;
