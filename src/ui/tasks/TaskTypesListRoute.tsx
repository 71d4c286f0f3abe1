import { NamedRecordListScreen } from '../components/namedRecords/NamedRecordListScreen.tsx';
import { taskTypeRecords } from './taskTypeRecords.ts';

/** tasks/types: the task types, on the generic named-record list. */
const TaskTypesListRoute = () => <NamedRecordListScreen descriptor={taskTypeRecords} />;

export default TaskTypesListRoute;
