import { useParams } from 'wouter';
import { NamedRecordEditScreen } from '../components/namedRecords/NamedRecordEditScreen.tsx';
import { idFromParam } from '../components/useRecord.ts';
import { profileCategoryRecords } from './profileCategoryRecords.ts';

/** profileCategories/{profileCategoryId}/edit: then back to the list. */
const ProfileCategoryEditRoute = () => {
  const { profileCategoryId } = useParams<{ profileCategoryId: string }>();
  return <NamedRecordEditScreen descriptor={profileCategoryRecords} id={idFromParam(profileCategoryId)} />;
};

export default ProfileCategoryEditRoute;
