import { NamedRecordCreateScreen } from '../components/namedRecords/NamedRecordCreateScreen.tsx';
import { interestRecords } from './interestRecords.ts';

/** sales-reports/interests/create: then back to the interests. */
const InterestCreateRoute = () => <NamedRecordCreateScreen descriptor={interestRecords} />;

export default InterestCreateRoute;
