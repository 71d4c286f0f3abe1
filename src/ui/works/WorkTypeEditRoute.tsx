import { useParams } from 'wouter';
import { NamedRecordEditScreen } from '../components/namedRecords/NamedRecordEditScreen.tsx';
import { idFromParam } from '../components/useRecord.ts';
import { workTypeRecords } from './workTypeRecords.ts';

/** works/types/{typeId}/edit: then back to the work types. */
const WorkTypeEditRoute = () => {
  const { typeId } = useParams<{ typeId: string }>();
  return <NamedRecordEditScreen descriptor={workTypeRecords} id={idFromParam(typeId)} />;
};

export default WorkTypeEditRoute;
