import { NamedRecordListScreen } from '../components/namedRecords/NamedRecordListScreen.tsx';
import { materialRecords } from './materialRecords.ts';

/** sales-reports/materials: the materials, on the generic named-record list. */
const MaterialsListRoute = () => <NamedRecordListScreen descriptor={materialRecords} />;

export default MaterialsListRoute;
