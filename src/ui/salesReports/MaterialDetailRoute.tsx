import { useParams } from 'wouter';
import { materialMentions, materialRecord } from '../../machines/records/salesReports.logic.ts';
import { idFromParam } from '../components/useRecord.ts';
import { materialRecords } from './materialRecords.ts';
import { NamedRecordDetail } from './NamedRecordDetail.tsx';

/** sales-reports/materials/{materialId}: the material and the sales reports that mention it. */
const MaterialDetailRoute = () => {
  const { materialId } = useParams<{ materialId: string }>();
  return <NamedRecordDetail descriptor={materialRecords} id={idFromParam(materialId)} codeLabel="salesReports:materials.code" record={materialRecord} mentions={materialMentions} />;
};

export default MaterialDetailRoute;
