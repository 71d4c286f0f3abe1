import { useScopedPeoplePicker } from '../components/useScopedPeoplePicker.ts';

/**
 * Whom the signed-in user may name as a report's agent, its author (createSalesReport/updateSalesReport's record
 * scope on `sales-reports.management`): the office types a report an agent phoned in, or corrects whose visit it was.
 */
export const useAgentPicker = () => useScopedPeoplePicker('sales-reports.management');
