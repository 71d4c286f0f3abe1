import { useParams } from 'wouter';
import { NamedRecordEditScreen } from '../components/namedRecords/NamedRecordEditScreen.tsx';
import { idFromParam } from '../components/useRecord.ts';
import { taskTypeRecords } from './taskTypeRecords.ts';

/** tasks/types/{typeId}/edit: then back to the task types. */
const TaskTypeEditRoute = () => {
  const { typeId } = useParams<{ typeId: string }>();
  return <NamedRecordEditScreen descriptor={taskTypeRecords} id={idFromParam(typeId)} />;
};

export default TaskTypeEditRoute;
