import { useParams } from 'wouter';
import { getMaterial, listMaterialSalesReports } from '../../api/materials.ts';
import { idFromParam } from '../components/useRecord.ts';
import { materialRecords } from './materialRecords.ts';
import { NamedRecordDetail } from './NamedRecordDetail.tsx';

/** sales-reports/materials/{materialId}: the material and the sales reports that mention it. */
const MaterialDetailRoute = () => {
  const { materialId } = useParams<{ materialId: string }>();
  return <NamedRecordDetail descriptor={materialRecords} id={idFromParam(materialId)} codeLabel="salesReports:materials.code" get={getMaterial} mentions={listMaterialSalesReports} />;
};

export default MaterialDetailRoute;
