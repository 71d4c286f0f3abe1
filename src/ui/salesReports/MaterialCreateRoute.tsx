import { NamedRecordCreateScreen } from '../components/namedRecords/NamedRecordCreateScreen.tsx';
import { materialRecords } from './materialRecords.ts';

/** sales-reports/materials/create: then back to the materials. */
const MaterialCreateRoute = () => <NamedRecordCreateScreen descriptor={materialRecords} />;

export default MaterialCreateRoute;
