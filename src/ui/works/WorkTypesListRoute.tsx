import { NamedRecordListScreen } from '../components/namedRecords/NamedRecordListScreen.tsx';
import { workTypeRecords } from './workTypeRecords.ts';

/** works/types: the work types, on the generic named-record list. */
const WorkTypesListRoute = () => <NamedRecordListScreen descriptor={workTypeRecords} />;

export default WorkTypesListRoute;
