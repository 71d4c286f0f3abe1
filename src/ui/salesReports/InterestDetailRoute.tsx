import { useParams } from 'wouter';
import { interestMentions, interestRecord } from '../../machines/records/salesReports.logic.ts';
import { idFromParam } from '../components/useRecord.ts';
import { interestRecords } from './interestRecords.ts';
import { NamedRecordDetail } from './NamedRecordDetail.tsx';

/** sales-reports/interests/{interestId}: the interest and the sales reports that mention it. */
const InterestDetailRoute = () => {
  const { interestId } = useParams<{ interestId: string }>();
  return <NamedRecordDetail descriptor={interestRecords} id={idFromParam(interestId)} codeLabel="salesReports:interests.code" record={interestRecord} mentions={interestMentions} />;
};

export default InterestDetailRoute;
