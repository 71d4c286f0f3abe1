import { NamedRecordListScreen } from '../components/namedRecords/NamedRecordListScreen.tsx';
import { interestRecords } from './interestRecords.ts';

/** sales-reports/interests: the interests, on the generic named-record list. */
const InterestsListRoute = () => <NamedRecordListScreen descriptor={interestRecords} />;

export default InterestsListRoute;
