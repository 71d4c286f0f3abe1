import { useScopedPeoplePicker } from '../components/useScopedPeoplePicker.ts';

/** Whom the signed-in user may give a task to (createTask/updateTask's record scope on `tasks.management`). */
export const useAssigneePicker = () => useScopedPeoplePicker('tasks.management');
