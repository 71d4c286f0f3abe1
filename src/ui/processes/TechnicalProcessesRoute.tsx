import { TechnicalProcesses } from './TechnicalProcesses.tsx';

/** /processes/technical: the developers' page, its own route so that the route table gates it (users.viewAny). */
const TechnicalProcessesRoute = () => <TechnicalProcesses />;

export default TechnicalProcessesRoute;
