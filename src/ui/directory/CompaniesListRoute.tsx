import { NamedRecordListScreen } from '../components/namedRecords/NamedRecordListScreen.tsx';
import { companyRecords } from './companyRecords.ts';

/** companies: search, VAT number and city, the name linking to the edit form (the contract has no delete). */
const CompaniesListRoute = () => <NamedRecordListScreen descriptor={companyRecords} />;

export default CompaniesListRoute;
