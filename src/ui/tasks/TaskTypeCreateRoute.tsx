import { NamedRecordCreateScreen } from '../components/namedRecords/NamedRecordCreateScreen.tsx';
import { taskTypeRecords } from './taskTypeRecords.ts';

/** tasks/types/create: then back to the task types. */
const TaskTypeCreateRoute = () => <NamedRecordCreateScreen descriptor={taskTypeRecords} />;

export default TaskTypeCreateRoute;
