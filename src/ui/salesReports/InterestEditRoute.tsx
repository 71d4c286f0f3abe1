import { useParams } from 'wouter';
import { NamedRecordEditScreen } from '../components/namedRecords/NamedRecordEditScreen.tsx';
import { idFromParam } from '../components/useRecord.ts';
import { interestRecords } from './interestRecords.ts';

/** sales-reports/interests/{interestId}/edit: then back to the interests. */
const InterestEditRoute = () => {
  const { interestId } = useParams<{ interestId: string }>();
  return <NamedRecordEditScreen descriptor={interestRecords} id={idFromParam(interestId)} />;
};

export default InterestEditRoute;
