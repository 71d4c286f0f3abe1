import { NamedRecordCreateScreen } from '../components/namedRecords/NamedRecordCreateScreen.tsx';
import { workTypeRecords } from './workTypeRecords.ts';

/** works/types/create: then back to the work types. */
const WorkTypeCreateRoute = () => <NamedRecordCreateScreen descriptor={workTypeRecords} />;

export default WorkTypeCreateRoute;
