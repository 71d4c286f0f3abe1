import { useParams } from 'wouter';
import { NamedRecordEditScreen } from '../components/namedRecords/NamedRecordEditScreen.tsx';
import { idFromParam } from '../components/useRecord.ts';
import { materialRecords } from './materialRecords.ts';

/** sales-reports/materials/{materialId}/edit: then back to the materials. */
const MaterialEditRoute = () => {
  const { materialId } = useParams<{ materialId: string }>();
  return <NamedRecordEditScreen descriptor={materialRecords} id={idFromParam(materialId)} />;
};

export default MaterialEditRoute;
